import { z } from 'zod';
import { email, requiredText } from './common';
import { DEFAULT_API_PORT } from './defaults';

export const setupStatusSchema = z
  .object({
    initialized: z.boolean(),
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    demoData: z
      .object({ resumes: z.number().int(), jobs: z.number().int() })
      .describe('How many of the stored resumes and jobs are demo data (removable with DELETE /v1/demo).'),
  })
  .meta({ id: 'SetupStatus' });

export const setupOrganizationSchema = z
  .strictObject({
    name: requiredText(200).describe("The organization's name."),
    email: email.describe("The organization's contact e-mail; its domain becomes the organization's domain."),
    adminName: requiredText(200).optional().describe("The administrator's full name."),
  })
  .meta({ id: 'SetupOrganization' });

export const demoRequestSchema = z
  .strictObject({
    resumes: z.number().int().min(0).max(100_000).default(1000),
    jobs: z.number().int().min(0).max(10_000).default(100),
    seed: z.string().min(1).max(100).default('talent-index'),
  })
  .meta({ id: 'DemoRequest' });

export const demoResultSchema = z
  .object({ resumes: z.number().int(), jobs: z.number().int() })
  .meta({ id: 'DemoResult' });

export const appSettingsSchema = z
  .object({
    apiServer: z.object({
      enabled: z.boolean(),
      port: z.number().int(),
      state: z
        .enum(['running', 'stopped', 'failed'])
        .describe('What the running app reports; stopped outside the desktop app.'),
      url: z.string().optional(),
      error: z.string().optional().describe('Why the server could not start, e.g. the port is in use.'),
    }),
  })
  .meta({ id: 'AppSettings' });

export const appSettingsPatchSchema = z
  .strictObject({
    apiServer: z
      .strictObject({
        enabled: z.boolean().optional(),
        port: z.number().int().min(1024).max(65_535).optional(),
      })
      .optional(),
  })
  .meta({ id: 'AppSettingsPatch' });

export { DEFAULT_API_PORT };
