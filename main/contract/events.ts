/**
 * Event kinds an organization's webhook can subscribe to. The spec names resume.parsed; the others
 * complete the set a client of this service needs (see README "Webhooks").
 */
export const EVENT_KINDS = [
  'resume.parsed',
  'resume.deleted',
  'verification.completed',
  'redaction.created',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
