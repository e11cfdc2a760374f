#!/usr/bin/env node
// Reduces the service models of botocore (github.com/boto/botocore, botocore/data/<service>/<version>/
// service-2.json) to the TSV that build-taxonomy.mjs reads: one row per AWS service, from the metadata
// of its newest model version: serviceFullName ("Amazon Simple Notification Service") and
// serviceAbbreviation ("Amazon SNS", often empty). Only names that start with "Amazon " or "AWS " are
// kept: the others are API clients' internal names ("AmazonApiGatewayV2", "AmplifyBackend"). Rows are
// unique and sorted, so the output is deterministic.
//
//   node scripts/taxonomy/reduce-botocore.mjs <botocore/data> | gzip -9n > scripts/taxonomy/sources/aws-services.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repository, commit and licence.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const rows = new Set();
for (const service of readdirSync(dir).sort()) {
  let versions;
  try {
    versions = readdirSync(join(dir, service)).filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
  } catch {
    continue; // a file, not a service directory
  }
  const newest = versions.sort().at(-1);
  if (!newest) continue;
  let model;
  try {
    model = JSON.parse(readFileSync(join(dir, service, newest, 'service-2.json'), 'utf8'));
  } catch {
    continue; // a version without a service model
  }
  const full = (model.metadata?.serviceFullName ?? '').trim().replace(/\s+/g, ' ');
  const abbreviation = (model.metadata?.serviceAbbreviation ?? '').trim().replace(/\s+/g, ' ');
  if (!/^(Amazon|AWS) /.test(full)) continue;
  rows.add(`${full}\t${/^(Amazon|AWS) /.test(abbreviation) ? abbreviation : ''}`);
}
process.stdout.write(`name\tabbreviation\n${[...rows].sort().join('\n')}\n`);
