import { ProblemError } from '../contract';
import { isAllowListEntry } from '../delivery/private-address';
import { setWebhookAllowList, webhookAllowList } from '../store/organizations';
import type { Handlers } from './handler';

export const webhookAllowListHandlers: Handlers<'getWebhookAllowList' | 'setWebhookAllowList'> = {
  getWebhookAllowList(ctx) {
    return { hosts: webhookAllowList(ctx.db, ctx.organizationId) };
  },

  setWebhookAllowList(ctx, { body }) {
    const errors = body.hosts.flatMap((host, i) =>
      isAllowListEntry(host)
        ? []
        : [
            {
              in: 'body' as const,
              pointer: `/hosts/${i}`,
              detail: 'must be a host name, an IP address or a CIDR range such as 10.0.0.0/8',
            },
          ],
    );
    if (errors.length > 0)
      throw new ProblemError(400, 'The request has invalid values; see errors.', { errors });
    const hosts = [...new Set(body.hosts.map((h) => h.trim().toLowerCase()))];
    setWebhookAllowList(ctx.db, ctx.organizationId, hosts, ctx.now());
    return { hosts };
  },
};
