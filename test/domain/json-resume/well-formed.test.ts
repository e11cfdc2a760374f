import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jsonResumeSchema } from '../../../main/contract';
import { generateResumes } from '../../../main/demo/generate';
import { checkJsonResume } from '../../../main/domain/json-resume';
import { readWellFormed, WELL_FORMED_FIELDS } from '../../../main/domain/json-resume/well-formed';
import { seededRandom } from '../../fixtures/seeded-random.mjs';

// readWellFormed is a second reading of jsonResumeSchema for bulk imports: it must accept exactly
// what zod accepts and give what zod gives. Held to it on real third-party JSON Resume files, the
// JSON Resume project's sample, demo resumes, hand-written oddities and seeded mutations of all of
// them (wrong types, nulls, padded and over-long text, numbers, long lists, unknown keys).

const FIXTURES = path.join(__dirname, '../../fixtures');

function realDocuments(): unknown[] {
  const sources = path.join(FIXTURES, 'parsing/third-party/sources');
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return [
    ...fs.readdirSync(sources).map((name) => read(path.join(sources, name))),
    read(path.join(FIXTURES, 'jsonresume/sample.resume.json')),
    ...generateResumes(150, { seed: 'well-formed', now: new Date('2026-04-01T00:00:00Z') }),
  ];
}

const ODD: unknown[] = [
  {
    basics: { name: 'Older', website: 'example.com/me', picture: 'me.jpg', location: 'Berlin, Germany' },
    work: [{ company: ' Acme ', startDate: 'Jan 2019', endDate: 'Present', highlights: [null, ' x ', ''] }],
    education: [{ institution: 'U', gpa: 3.8, startDate: 2010, endDate: '2014-13', courses: null }],
  },
  {
    basics: {
      name: '  ',
      phone: 4915112345,
      location: { postalCode: 94107, city: ' SF ', countryCode: 'US' },
    },
    skills: [{ name: 'JS, TS', keywords: ['Node', null] }],
  },
  { basics: null, work: null, skills: [{ name: 'Go' }], meta: null },
  {
    meta: { lastModified: ' 2020-01-01 ', version: ' v1 ', canonical: ' https://x ' },
    basics: { name: 'M' },
  },
  { basics: { name: 'Unknown keys', 'x-extra': { deep: [1, null, 'a'] } }, custom: true },
  { title: 'A job', company: 'X', responsibilities: ['a'] },
  {},
  [],
  'text',
  42,
  null,
  { basics: { name: 'x'.repeat(201) } },
  { basics: { name: ` ${'x'.repeat(200)} ` } },
  { basics: { name: 5 } },
  { basics: { location: { city: 7 } } },
  { basics: { location: ['Berlin'] } },
  { work: [null] },
  { work: {} },
  { skills: Array.from({ length: 501 }, () => ({ name: 'Go' })) },
  { skills: [{ keywords: Array.from({ length: 101 }, () => 'Go') }] },
  JSON.parse('{"basics":{"name":"Proto","__proto__":{"polluted":true}}}'),
];

const LEAVES: unknown[] = [
  null,
  '',
  '  ',
  ' padded ',
  0,
  1.5,
  true,
  [],
  {},
  'x'.repeat(101),
  ` ${'y'.repeat(500)} `,
  'z'.repeat(2001),
  'Jan 2019',
  '2020-00-40',
  'github.com/x',
  '\uFEFF bom\u00a0',
];

/** A copy of `value` with a few seeded changes at any depth. */
function mutate(value: unknown, random: ReturnType<typeof seededRandom>): unknown {
  if (Array.isArray(value)) {
    if (random.chance(0.05)) return Array.from({ length: random.pick([51, 101, 201, 501]) }, () => value[0]);
    return value.map((item) => (random.chance(0.3) ? mutate(item, random) : item));
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...value };
    for (const key of Object.keys(copy)) {
      if (random.chance(0.04)) copy[key] = random.pick(LEAVES);
      else if (random.chance(0.02)) delete copy[key];
      else if (random.chance(0.3)) copy[key] = mutate(copy[key], random);
    }
    if (random.chance(0.03)) copy[random.pick(['company', 'website', 'gpa', 'extra'])] = random.pick(LEAVES);
    return copy;
  }
  if (typeof value === 'string') {
    if (random.chance(0.3)) return ` ${value}\t`;
    if (random.chance(0.05)) return value.repeat(60);
    if (random.chance(0.05)) return value.length;
  }
  return value;
}

function variedDocuments(): unknown[] {
  const base = [...realDocuments(), ...ODD];
  const random = seededRandom(13);
  const mutated = Array.from({ length: 3000 }, () => mutate(random.pick(base), random));
  return [...base, ...mutated];
}

/** The object schemas inside a schema: through optional, nullable, arrays and unions. */
function objectShapes(schema: z.ZodType): Array<Record<string, z.ZodType>> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return objectShapes(def.innerType as z.ZodType);
    case 'array':
      return objectShapes(def.element as z.ZodType);
    case 'union':
      return (def.options as z.ZodType[]).flatMap(objectShapes);
    case 'object':
      return [def.shape as Record<string, z.ZodType>];
    default:
      return [];
  }
}

describe('readWellFormed', () => {
  it('knows every field of every object of jsonResumeSchema, and no other', () => {
    type Field = (typeof WELL_FORMED_FIELDS)[number];
    const compare = (shape: Record<string, z.ZodType>, fields: readonly Field[]) => {
      expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(shape).sort());
      for (const field of fields) {
        const nested = objectShapes(shape[field.key]);
        if (field.fields) {
          expect(nested).toHaveLength(1);
          compare(nested[0], field.fields);
        } else expect(nested).toEqual([]);
      }
    };
    compare(jsonResumeSchema.shape, WELL_FORMED_FIELDS);
  });

  it('accepts exactly what zod accepts, and gives what zod gives', () => {
    const documents = variedDocuments();
    let accepted = 0;
    for (const document of documents) {
      const byZod = jsonResumeSchema.safeParse(structuredClone(document));
      const fast = readWellFormed(structuredClone(document));
      const hasProto = JSON.stringify(document ?? null).includes('"__proto__"');
      // An own __proto__ key is left to zod, which copies objects; everything else is decided here.
      expect({ document, accepted: fast !== undefined }).toEqual({
        document,
        accepted: byZod.success && !hasProto,
      });
      if (fast) {
        accepted++;
        expect(fast).toEqual(byZod.data);
      }
    }
    // Both answers are well represented, so neither side of the comparison is vacuous.
    expect(accepted).toBeGreaterThan(500);
    expect(documents.length - accepted).toBeGreaterThan(500);
  });

  it('leaves checkJsonResume answering the same for owned values: documents, problems and messages', () => {
    for (const document of variedDocuments()) {
      expect(checkJsonResume(structuredClone(document), { owned: true })).toEqual(
        checkJsonResume(structuredClone(document)),
      );
    }
  });
});
