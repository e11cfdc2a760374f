import { defineOperation, type OperationSpec } from '../operation';
import { organizationSchema } from '../schemas/organization';
import {
  appSettingsPatchSchema,
  appSettingsSchema,
  demoRequestSchema,
  demoResultSchema,
  setupOrganizationSchema,
  setupStatusSchema,
} from '../schemas/setup';

/** Setup and application settings (administrator only). */
export const setupOperations = {
  getSetupStatus: defineOperation({
    method: 'GET',
    path: '/v1/setup',
    summary: 'Whether the index has its organization yet',
    description: 'Administrator only. Works on a new, empty index (first run of the desktop app).',
    tags: ['Setup'],
    output: setupStatusSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
    setup: true,
  }),
  setupOrganization: defineOperation({
    method: 'POST',
    path: '/v1/setup',
    summary: "Create the index's organization (first run)",
    description:
      'Administrator only. Creates the organization and its administrator on an empty index; an index that already ' +
      'has its organization answers 409.',
    tags: ['Setup'],
    body: setupOrganizationSchema,
    output: organizationSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
    setup: true,
  }),
  loadDemoData: defineOperation({
    method: 'POST',
    path: '/v1/demo',
    summary: 'Add seeded synthetic resumes and jobs',
    description:
      'Administrator only. The same data as `talent demo` for the same seed: realistic resumes and jobs over the last ' +
      'two years, for trying the app. Up to 100,000 resumes and 10,000 jobs. Every item is marked as demo data, and ' +
      'the demo data already in the index is replaced: loading twice never doubles it (DELETE /v1/demo removes it).',
    tags: ['Setup'],
    body: demoRequestSchema,
    output: demoResultSchema,
    status: 201,
    rateClass: 'batch',
    access: 'admin',
  }),
  removeDemoData: defineOperation({
    method: 'DELETE',
    path: '/v1/demo',
    summary: 'Remove the demo data',
    description:
      'Administrator only. Deletes every resume and job that POST /v1/demo or `talent demo` added (a demo resume ' +
      'edited since is still demo data), with what derives from them, as DELETE /v1/resumes/{id} and ' +
      'DELETE /v1/jobs/{id} would; resumes and jobs added any other way stay. Answers how many were removed ' +
      '(zeros when there was none).',
    tags: ['Setup'],
    output: demoResultSchema,
    status: 200,
    rateClass: 'batch',
    access: 'admin',
  }),
  getAppSettings: defineOperation({
    method: 'GET',
    path: '/v1/settings/app',
    summary: 'Application settings',
    description:
      'Administrator only. The embedded API server: enabled and port as saved, and state as the running desktop app ' +
      'reports it (stopped outside the app).',
    tags: ['Setup'],
    output: appSettingsSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  updateAppSettings: defineOperation({
    method: 'PATCH',
    path: '/v1/settings/app',
    summary: 'Change application settings',
    description:
      'Administrator only. Saves the API server settings and, in the desktop app, applies them at once; a busy port is ' +
      'reported in state failed with the reason in error, never as a failed request.',
    tags: ['Setup'],
    body: appSettingsPatchSchema,
    output: appSettingsSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
} satisfies Record<string, OperationSpec>;
