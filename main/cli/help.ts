/**
 * The talent command's help, one entry per command. Kept apart from the commands so that
 * `talent --help` (and an unknown command's hint) loads none of them: each command's module is
 * loaded only when it runs (talent.ts).
 */
export const initHelp =
  'talent init [--org NAME] [--email EMAIL] [--admin NAME]   create the index and its organization';

export const tokenHelp = [
  'talent token create [--name NAME] [--ttl 30d] [--scope read|write|webhooks ...]',
  '                                               issue an API token (default scopes read and write;',
  '                                               --scope is repeatable); prints only the secret',
  'talent token list                              tokens with id, name, scopes, expiry, last use (never the secret)',
  'talent token revoke ID                         revoke a token at once',
].join('\n');

export const webhookHelp = [
  'talent webhook allow HOST...                   let the webhook reach these loopback/private hosts',
  '                                               (names, IPs or CIDR ranges; e.g. localhost 127.0.0.1)',
  'talent webhook disallow HOST...                remove hosts from that allow-list',
  'talent webhook allowed                         print the allow-list, one host a line',
].join('\n');

export const importHelp = [
  'talent import resumes|jobs PATH...   JSON Resume / job files, folders of them, JSON arrays or NDJSON;',
  '                                     resumes also from PDF, DOCX, text and Markdown files;',
  '                                     jobs also from CSV (--map field=Column to name a column, e.g. --map title="Job Title");',
  '                                     a resume already in the index is skipped (--allow-duplicates imports it again)',
].join('\n');

export const demoHelp =
  'talent demo [--resumes N] [--jobs M] [--seed S] [--out DIR] [--remove]   seeded synthetic data into the index, replacing earlier demo data (or NDJSON files in DIR); --remove deletes it';

export const serveHelp =
  'talent serve [--port N] [--host 127.0.0.1] [--no-rate-limit] [--ui]   serve /v1 until SIGINT/SIGTERM (--port 0: a free port;\n' +
  '      --ui: also the app in a browser; the second stdout line is a one-time login URL)';
