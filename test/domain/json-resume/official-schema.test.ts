import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDocumentSchema } from '../../../main/contract';
import { checkJsonResume } from '../../../main/domain/json-resume';
import { prepareResume } from '../../../main/domain/prepare-resume';

// Documents generated from the official JSON Resume schema (test/fixtures/jsonresume/schema.json):
// every property filled as the schema types it, dates in each official form, and then each property
// in turn null or left out. Every one must be accepted and stored without a warning (null and
// absent are the same thing; the official forms need no reading).

type JsonSchema = {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const schema = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../fixtures/jsonresume/schema.json'), 'utf8'),
) as JsonSchema;

const DATE_FORMS = { YYYY: '2019', 'YYYY-MM': '2019-04', 'YYYY-MM-DD': '2019-04-15' } as const;
type DateForm = keyof typeof DATE_FORMS;

/** A value for every property the schema describes, as the schema types it. */
function fill(node: JsonSchema, name: string, form: DateForm): Json {
  if (node.$ref === '#/definitions/iso8601') return DATE_FORMS[form];
  if (node.type === 'object' || node.properties) {
    const out: Record<string, Json> = {};
    for (const [key, child] of Object.entries(node.properties ?? {})) out[key] = fill(child, key, form);
    return out;
  }
  if (node.type === 'array') return [fill(node.items ?? { type: 'string' }, name, form)];
  // image has no format in the schema but is "URL (as per RFC 3986)" by its description.
  if (node.format === 'uri' || name === 'image') return `https://example.com/${name}`;
  if (node.format === 'email') return 'jane@example.com';
  if (name === 'countryCode') return 'US';
  return `${name} text`;
}

/** The JSON pointers of every property of a filled document. */
function pointers(value: Json, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, v]) => [`${at}/${key}`, ...pointers(v, `${at}/${key}`)]);
}

/** The document with the value at a pointer set to null, or left out. */
function without(document: Json, pointer: string, how: 'null' | 'omit'): Json {
  const copy = structuredClone(document);
  const keys = pointer.slice(1).split('/');
  let node = copy as Record<string, Json>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, Json>;
  const last = keys[keys.length - 1];
  if (how === 'null') node[last] = null;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

function importsCleanly(document: Json) {
  const checked = checkJsonResume(document);
  if ('problems' in checked) throw new Error(JSON.stringify(checked.problems));
  const { document: stored, warnings } = prepareResume(checked.resume, 'res_01JD0000000000000000000001', 0);
  resumeDocumentSchema.parse(stored);
  return { stored, warnings };
}

describe('documents valid under the official JSON Resume schema', () => {
  for (const form of Object.keys(DATE_FORMS) as DateForm[]) {
    it(`import with every property filled and dates as ${form}`, () => {
      const document = fill(schema, '', form);
      const { stored, warnings } = importsCleanly(document);
      expect(warnings).toEqual([]);
      const expected = { YYYY: '2019-01-01', 'YYYY-MM': '2019-04-01', 'YYYY-MM-DD': '2019-04-15' }[form];
      expect(stored.work[0].startDate).toBe(expected);
      expect(stored.awards[0].date).toBe(expected);
      expect(stored.publications[0].releaseDate).toBe(expected);
      expect(stored.personalInfo.url).toBe('https://example.com/url');
    });
  }

  const full = fill(schema, '', 'YYYY-MM');
  const all = pointers(full).filter((p) => p !== '/basics/name' && p !== '/basics');
  it(`import with each of the ${all.length} properties null or left out`, () => {
    for (const pointer of all) {
      // An entry of a list is not an optional property: null there is a wrong shape (see json-resume.test.ts).
      const ways = /\/\d+$/.test(pointer) ? (['omit'] as const) : (['null', 'omit'] as const);
      for (const how of ways) {
        const { warnings } = importsCleanly(without(full, pointer, how));
        expect(warnings, `${pointer} ${how}`).toEqual([]);
      }
    }
  });

  it('import with every optional property null at once', () => {
    const leaves = pointers(full).filter((p) => {
      const value = p
        .slice(1)
        .split('/')
        .reduce((node, key) => (node as Record<string, Json>)[key], full as Json);
      return typeof value === 'string' && p !== '/basics/name' && !/\/\d+$/.test(p);
    });
    const { stored, warnings } = importsCleanly(leaves.reduce((doc, p) => without(doc, p, 'null'), full));
    expect(warnings).toEqual([]);
    expect(stored.personalInfo).toEqual({
      name: 'name text',
      profiles: [{ __id: expect.any(String), network: '', username: '', url: '' }],
    });
    expect(stored.work).toEqual([{ __id: expect.any(String), highlights: [expect.any(Object)] }]);
  });

  it('import without basics at all, under a placeholder name, with a warning', () => {
    const { stored, warnings } = importsCleanly(without(full, '/basics', 'omit'));
    expect(stored.personalInfo.name).toBe('Unknown candidate');
    expect(warnings).toEqual([{ pointer: '/basics/name', message: expect.stringContaining('no name') }]);
  });

  it('the official sample imports without a warning', () => {
    const sample = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../fixtures/jsonresume/sample.resume.json'), 'utf8'),
    );
    expect(importsCleanly(sample).warnings).toEqual([]);
  });
});
