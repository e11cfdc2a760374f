// Builds resources/redaction/postcodes.json: the postcode pattern of every territory in the Unicode
// CLDR, which main/domain/redaction/postcode-shapes.ts compiles into one shape test.
//
//   node scripts/build-postcodes.mjs          writes the file
//   node scripts/build-postcodes.mjs --check  fails when the committed file differs from a fresh build
//
// Source: CLDR's common/supplemental/postalCodeData.xml (github.com/unicode-org/cldr, Unicode
// License v3, notice in resources/redaction/README.md), committed unchanged as
// scripts/redaction/sources/cldr-postalCodeData.xml so the build is offline and deterministic.
// One entry per territory, in the file's order, the pattern unchanged (XML entities decoded).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLDR commit the committed source was taken from. */
const CLDR_COMMIT = '2fc80e120d3305ab8cac8f9eacc06fb93efa700b';

const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(HERE, 'redaction', 'sources', 'cldr-postalCodeData.xml');
const OUT = join(HERE, '..', 'resources', 'redaction', 'postcodes.json');
const check = process.argv.includes('--check');

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const xml = readFileSync(SOURCE, 'utf8');
const patterns = {};
for (const m of xml.matchAll(/<postCodeRegex\s+territoryId="([A-Z]{2})"\s*>([^<]*)<\/postCodeRegex>/g)) {
  const [, territory, raw] = m;
  if (territory in patterns) throw new Error(`${territory} appears twice in ${SOURCE}`);
  const pattern = raw.replace(/&(?:amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]);
  // A pattern that does not compile would break the detector at run time: fail the build instead.
  new RegExp(pattern);
  patterns[territory] = pattern;
}
if (Object.keys(patterns).length < 100)
  throw new Error(`only ${Object.keys(patterns).length} territories in ${SOURCE}`);

const data = {
  source: `Unicode CLDR common/supplemental/postalCodeData.xml (Unicode License v3), github.com/unicode-org/cldr commit ${CLDR_COMMIT}, built by scripts/build-postcodes.mjs`,
  patterns,
};
const text = `${JSON.stringify(data, null, 1)}\n`;
if (check) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} differs from a fresh build: run node scripts/build-postcodes.mjs`);
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(OUT, text);
console.log(`${OUT}: ${Object.keys(patterns).length} territories`);
