import { type Member, notFound, type Organization, type OrganizationPatch, unprocessable } from '../contract';
import { newId } from '../domain/ids';
import { splitName } from '../domain/names';
import { type DB, inTransaction } from '../store/db';
import { adminMember, insertMember, listMembers, type MemberRow, renameMember } from '../store/members';
import {
  firstOrganization,
  getOrganizationWithAdmin,
  insertOrganization,
  type OrganizationWithAdminRow,
  updateOrganization,
} from '../store/organizations';
import { iso, type OperationContext } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

type StoredLocation = Organization['locations'][number];

function toOrganization(row: OrganizationWithAdminRow): Organization {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    approved: row.approved === 1,
    website: row.website,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    domain: {
      name: row.domain_name,
      verified: row.domain_verified === 1,
      requestedAt: iso(row.domain_requested_at),
    },
    locations: JSON.parse(row.locations) as StoredLocation[],
    settings: {
      logoUrl: row.logo_url,
      webhook: {
        enabled: row.webhook_enabled === 1,
        url: row.webhook_url,
        events: JSON.parse(row.webhook_events),
      },
    },
    admin: {
      firstName: row.admin_first_name ?? '',
      lastName: row.admin_last_name ?? '',
      email: row.admin_email ?? '',
      phone: row.admin_phone ?? '',
      settings: { profilePictureUrl: row.admin_profile_picture_url ?? '' },
    },
  };
}

/**
 * The organization built from each row object. The store hands out the same row while the index is
 * unchanged (read-cache), so GET /v1/organizations/me builds it once, not per request (two JSON
 * parses and three dates were about 4 µs of each). Answers are serialized, never modified.
 */
const organizationOfRow = new WeakMap<OrganizationWithAdminRow, Organization>();

function loadOrganization(db: DB, organizationId: string): Organization {
  const row = getOrganizationWithAdmin(db, organizationId);
  if (!row) throw notFound('The organization');
  let organization = organizationOfRow.get(row);
  if (!organization) {
    organization = toOrganization(row);
    organizationOfRow.set(row, organization);
  }
  return organization;
}

export interface NewOrganization {
  name: string;
  email: string;
  adminName?: string;
  adminEmail?: string;
}

/**
 * Creates an organization with its administrator. The domain is taken from the e-mail address;
 * with no network it cannot be verified here, so it starts unverified.
 */
export function createOrganization(db: DB, input: NewOrganization, now: number = Date.now()): Organization {
  return inTransaction(db, () => {
    const id = newId('org', now);
    insertOrganization(db, {
      id,
      name: input.name,
      email: input.email,
      phone: '',
      website: '',
      approved: 1,
      domain_name: input.email.split('@')[1] ?? '',
      domain_verified: 0,
      domain_requested_at: now,
      logo_url: '',
      webhook_enabled: 0,
      webhook_url: '',
      webhook_events: '[]',
      locations: '[]',
      created_at: now,
      updated_at: now,
    });
    const adminName = splitName(input.adminName ?? 'Administrator');
    insertMember(db, {
      id: newId('mem', now),
      organization_id: id,
      role: 'admin',
      first_name: adminName.firstName,
      last_name: adminName.lastName,
      email: input.adminEmail ?? input.email,
      phone: '',
      profile_picture_url: '',
      created_at: now,
    });
    return loadOrganization(db, id);
  });
}

/**
 * The organization of this index, created on first use: an index holds the organization it was
 * initialized for (CLI `talent init`, desktop onboarding). Idempotent.
 */
export function ensureOrganization(
  db: DB,
  input: NewOrganization,
  now: number = Date.now(),
): { organization: Organization; created: boolean } {
  return inTransaction(db, () => {
    const existing = firstOrganization(db);
    if (existing) return { organization: loadOrganization(db, existing.id), created: false };
    return { organization: createOrganization(db, input, now), created: true };
  });
}

/**
 * Gives a demo-made organization the user's name (`talent init --org` after `talent demo`): the
 * organization's name and, when given, e-mail; and its placeholder administrator ("Demo Admin")
 * the administrator's name (default Administrator, as a fresh init) and the e-mail when given.
 */
export function renameOrganization(
  db: DB,
  organizationId: string,
  change: { name: string; email?: string; adminName?: string },
  now: number,
): void {
  inTransaction(db, () => {
    const row = getOrganizationWithAdmin(db, organizationId);
    if (!row) throw new Error(`no organization ${organizationId}`);
    updateOrganization(db, organizationId, {
      name: change.name,
      email: change.email ?? row.email,
      phone: row.phone,
      website: row.website,
      logo_url: row.logo_url,
      webhook_enabled: row.webhook_enabled,
      webhook_url: row.webhook_url,
      webhook_events: row.webhook_events,
      locations: row.locations,
      updated_at: now,
    });
    const admin = adminMember(db, organizationId);
    if (admin) {
      const name = splitName(change.adminName ?? 'Administrator');
      renameMember(db, organizationId, admin.id, {
        first_name: name.firstName,
        last_name: name.lastName,
        email: change.email ?? admin.email,
      });
    }
  });
}

function applyPatch(row: OrganizationWithAdminRow, patch: OrganizationPatch, now: number) {
  const webhookPatch = patch.settings?.webhook;
  const webhook = {
    enabled: webhookPatch?.enabled ?? row.webhook_enabled === 1,
    url: webhookPatch?.url ?? row.webhook_url,
    events: webhookPatch?.events ?? (JSON.parse(row.webhook_events) as string[]),
  };
  if (webhook.enabled && webhook.url === '') {
    throw unprocessable('A webhook cannot be enabled without a URL.', [
      { in: 'body', pointer: '/settings/webhook/url', detail: 'required when the webhook is enabled' },
    ]);
  }
  const locations = patch.locations?.map((l) => ({ ...l, id: l.id ?? newId('loc', now) }));
  return {
    name: patch.name ?? row.name,
    email: patch.email ?? row.email,
    phone: patch.phone ?? row.phone,
    website: patch.website ?? row.website,
    logo_url: patch.settings?.logoUrl ?? row.logo_url,
    webhook_enabled: webhook.enabled ? 1 : 0,
    webhook_url: webhook.url,
    webhook_events: JSON.stringify([...new Set(webhook.events)]),
    locations: locations ? JSON.stringify(locations) : row.locations,
    updated_at: now,
  };
}

const toMember = (m: MemberRow): Member => ({
  id: m.id,
  firstName: m.first_name,
  lastName: m.last_name,
  email: m.email,
  phone: m.phone,
  role: m.role,
  createdAt: iso(m.created_at),
});

/**
 * The member a caller acts as, the owner of what it creates. Every principal there is acts as the
 * organization's administrator: the desktop app, browser mode and the CLI are the administrator, and
 * an API token is issued by the administrator and carries no member of its own. Decided here only,
 * so that tokens issued to other members would change this one function.
 */
export function callerMember(ctx: OperationContext): MemberRow {
  const member = adminMember(ctx.db, ctx.organizationId);
  if (!member) throw notFound("The organization's administrator");
  return member;
}

export const organizationHandlers: Handlers<
  'getOrganization' | 'updateOrganization' | 'listMembers' | 'getCurrentMember'
> = {
  getOrganization(ctx, { query }) {
    if (query.id !== undefined && query.id !== ctx.organizationId) throw notFound('The organization');
    return loadOrganization(ctx.db, ctx.organizationId);
  },

  updateOrganization(ctx, { body }) {
    return inTransaction(ctx.db, () => {
      const row = getOrganizationWithAdmin(ctx.db, ctx.organizationId);
      if (!row) throw notFound('The organization');
      updateOrganization(ctx.db, ctx.organizationId, applyPatch(row, body, ctx.now()));
      return loadOrganization(ctx.db, ctx.organizationId);
    });
  },

  listMembers(ctx, { query }) {
    return readPage(
      'members',
      ctx.organizationId,
      query,
      (limit, before) => listMembers(ctx.db, ctx.organizationId, limit, before),
      toMember,
    );
  },

  getCurrentMember(ctx) {
    return toMember(callerMember(ctx));
  },
};
