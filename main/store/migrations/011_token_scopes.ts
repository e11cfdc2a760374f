/**
 * Schema 11: API token scopes, a JSON array of read / write / webhooks. Tokens issued before
 * scopes existed keep what they could do for data (read and write) but not the webhook: pointing
 * the organization's events somewhere is granted explicitly (`talent token create --scope webhooks`).
 * Also the administrator's allow-list of webhook hosts on loopback, link-local and private
 * addresses (JSON array of host names, IP addresses and CIDR ranges), empty by default.
 */
export const migration011 = `
ALTER TABLE api_tokens ADD COLUMN scopes TEXT NOT NULL DEFAULT '["read","write"]';
ALTER TABLE organizations ADD COLUMN webhook_allowed_hosts TEXT NOT NULL DEFAULT '[]';
`;
