import { z } from 'zod';
import { EVENT_KINDS } from '../events';
import { email, idString, optionalUrl, phone, requiredText, shortText, timestampString } from './common';

export const organizationLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  about: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
});

export const webhookSettingsSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  events: z.array(z.string()),
});

export const organizationSchema = z
  .object({
    id: idString('org'),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    approved: z.boolean(),
    website: z.string(),
    createdAt: timestampString,
    updatedAt: timestampString,
    domain: z.object({ name: z.string(), verified: z.boolean(), requestedAt: timestampString }),
    locations: z.array(organizationLocationSchema),
    settings: z.object({ logoUrl: z.string(), webhook: webhookSettingsSchema }),
    admin: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      settings: z.object({ profilePictureUrl: z.string() }),
    }),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

const locationInput = z.strictObject({
  id: z.string().max(64).optional().describe('Keep an existing location id; new locations get one.'),
  name: requiredText(200),
  about: shortText(2000).default(''),
  country: shortText(100).default(''),
  region: shortText(100).default(''),
  city: shortText(100).default(''),
});

export const organizationPatchSchema = z
  .strictObject({
    name: requiredText(200).optional(),
    email: email.optional(),
    phone: z.union([z.literal(''), phone]).optional(),
    website: optionalUrl.optional(),
    locations: z.array(locationInput).max(500).optional().describe('Replaces the whole list.'),
    settings: z
      .strictObject({
        logoUrl: optionalUrl.optional(),
        webhook: z
          .strictObject({
            enabled: z.boolean().optional(),
            url: optionalUrl.optional(),
            events: z
              .array(z.enum(EVENT_KINDS))
              .max(EVENT_KINDS.length)
              .optional()
              .describe(`Event kinds to deliver: ${EVENT_KINDS.join(', ')}.`),
          })
          .optional(),
      })
      .optional(),
  })
  .meta({ id: 'OrganizationPatch' });
export type OrganizationPatch = z.infer<typeof organizationPatchSchema>;

export const memberSchema = z
  .object({
    id: idString('mem'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(['admin', 'recruiter']),
    createdAt: timestampString,
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
