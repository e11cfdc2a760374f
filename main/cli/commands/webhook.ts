import { invoke } from '../../operations';
import { dataDirOf, type Io, openAdmin, parseOptions } from '../context';
import { UsageError } from '../usage-error';

/**
 * The administrator's allow-list of webhook hosts on inside addresses. A local tool receiving
 * webhooks is the common case, so allowing it is one command.
 */
export async function runWebhook(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'allow' && sub !== 'disallow' && sub !== 'allowed') {
    throw new UsageError(`unknown webhook command ${sub ?? '(none)'}; use allow, disallow or allowed`);
  }
  const { positionals } = parseOptions(rest, {});
  if (sub === 'allowed' && positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (sub !== 'allowed' && positionals.length === 0)
    throw new UsageError(`talent webhook ${sub} takes hosts`);
  const { db, ctx } = await openAdmin(dataDirOf(dataDirOption, io));
  try {
    let { hosts } = await invoke(ctx, 'getWebhookAllowList', {});
    if (sub !== 'allowed') {
      const named = positionals.map((h) => h.trim().toLowerCase());
      const next = sub === 'allow' ? [...hosts, ...named] : hosts.filter((h) => !named.includes(h));
      ({ hosts } = await invoke(ctx, 'setWebhookAllowList', { body: { hosts: next } }));
    }
    if (hosts.length === 0) io.out('No hosts allowed: webhooks reach public addresses only.');
    else for (const host of hosts) io.out(host);
    return 0;
  } finally {
    db.close();
  }
}
