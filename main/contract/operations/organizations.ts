import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import {
  memberSchema,
  type OrganizationPatch,
  organizationPatchSchema,
  organizationSchema,
} from '../schemas/organization';
import { pageOf } from '../schemas/pagination';
import { PAGINATION_NOTE, pageQuery } from './shared';

/** The caller's organization and its members. */
export const organizationsOperations = {
  getOrganization: defineOperation({
    method: 'GET',
    path: '/v1/organizations/me',
    summary: "The caller's organization",
    description:
      "Returns the organization the caller's token belongs to. `me` is the caller's organization; the optional `id` " +
      'parameter the spec lists is accepted and, when it names any other organization, the answer is 404 (no ' +
      "organization's existence is revealed to another).",
    tags: ['Organization'],
    query: z.object({
      id: z.string().max(64).optional().describe("Must be the caller's organization id when given."),
    }),
    output: organizationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  updateOrganization: defineOperation({
    method: 'PATCH',
    path: '/v1/organizations/me',
    summary: "Update the caller's organization",
    description:
      'Partial update (JSON merge semantics): fields sent replace the stored ones, fields left out stay. `locations` ' +
      'replaces the whole list. `settings.webhook.events` must be documented event kinds. Enabling the webhook ' +
      'needs a URL (422 otherwise). id, approved, domain, admin and timestamps are read-only (400 when sent). ' +
      'Needs a token with the `write` scope, and also `webhooks` when `settings.webhook` is sent (403 naming the ' +
      'missing scope otherwise).',
    tags: ['Organization'],
    body: organizationPatchSchema,
    output: organizationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
    // Where the organization's events go is a separate grant from editing its profile.
    bodyScopes: (body) => ((body as OrganizationPatch).settings?.webhook !== undefined ? ['webhooks'] : []),
  }),
  listMembers: defineOperation({
    method: 'GET',
    path: '/v1/members',
    summary: "The organization's members",
    description: `Members who can own candidates (memberId of POST /v1/candidates). ${PAGINATION_NOTE}`,
    tags: ['Organization'],
    query: pageQuery,
    output: pageOf(memberSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getCurrentMember: defineOperation({
    method: 'GET',
    path: '/v1/members/me',
    summary: 'The member the caller acts as',
    description:
      'The member who owns what the caller creates (memberId of POST /v1/candidates, which the app fills with it). ' +
      "The desktop app, browser mode (its login link is the administrator's) and the talent command act as the " +
      "organization's administrator; an API token acts as the administrator who issued it (tokens are issued by the " +
      'administrator and carry no member of their own).',
    tags: ['Organization'],
    output: memberSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
} satisfies Record<string, OperationSpec>;
