import type { SeededRandom } from '../../fixtures/seeded-random.mjs';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are walked generically
export type JsonSchema = Record<string, any>;

/** Identifiers the seeded index holds, by prefix (res, job, cand, ...), for path ids and references. */
export type IdPool = Map<string, string[]>;

const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function fakeId(prefix: string, random: SeededRandom): string {
  let tail = '';
  for (let i = 0; i < 26; i++) tail += ULID_ALPHABET[random.int(0, 31)];
  return `${prefix}_${tail}`;
}

/** Values for the contract's patterns; anything else falls back to plain words checked against the pattern. */
const PATTERN_VALUES: Array<[RegExp, (random: SeededRandom, ids: IdPool) => string]> = [
  [/^\^(\w+)_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/, () => ''], // ids: handled below, by prefix
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, (r) => `20${r.int(10, 25)}-0${r.int(1, 9)}-1${r.int(0, 9)}`],
  [/^\^\(\\d\{4\}\)/, (r) => r.pick(['2019', '2021-06', '2023-02-14'])],
  [/^\^\[A-Z\]\{3\}\$$/, (r) => r.pick(['EUR', 'USD', 'GBP'])],
  [/^\^\\\+\?\[0-9 /, (r) => r.pick(['+44 20 7946 0958', '(030) 1234567', '+1 415 555 0100 ext. 12'])],
  [/^\^\[\+-\]\\d\+%\$$/, (r) => r.pick(['+10%', '-5%'])],
  [/^\^\[A-Za-z0-9\.:\[/, (r) => r.pick(['intranet.example', '127.0.0.1', '10.0.0.0/8'])],
  [/^\^\[1-9\]\[0-9\]/, (r) => r.pick(['30d', '12h', '90s'])],
];

const WORDS = ['Jane Doe', 'Python', 'Berlin', 'Data Engineer', 'Acme GmbH', 'SQL', 'remote', 'Senior'];

function stringValue(schema: JsonSchema, random: SeededRandom, ids: IdPool): string {
  if (schema.format === 'email') return random.pick(['jane.doe@example.com', 'a.b+c@mail.example.org']);
  if (schema.format === 'uri') return random.pick(['https://example.com/jane', 'http://example.org/']);
  if (schema.format === 'date-time') return '2024-05-01T10:00:00Z';
  if (schema.format === 'date') return '2024-05-01';
  if (schema.pattern) {
    const idPrefix = /^\^(\w+)_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/.exec(schema.pattern)?.[1];
    if (idPrefix) return anyId(idPrefix, random, ids);
    for (const [shape, make] of PATTERN_VALUES.slice(1))
      if (shape.test(schema.pattern)) return make(random, ids);
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  let value = random.pick(WORDS);
  while (value.length < min) value += ` ${value}`;
  return value.slice(0, Math.max(min, Math.min(max, value.length)));
}

/** A seeded id when the index holds one of that kind, now and then a well-formed unknown one. */
export function anyId(prefix: string, random: SeededRandom, ids: IdPool): string {
  const known = ids.get(prefix) ?? [];
  return known.length && !random.chance(0.1) ? random.pick(known) : fakeId(prefix, random);
}

/** Body fields that name something in the index, and the id pool they draw from. */
const REFERENCE_KEYS: Record<string, string> = {
  organizationId: 'org',
  memberId: 'mem',
  resumeId: 'res',
  jobId: 'job',
  candidateId: 'cand',
  entryId: 'entry',
};

export function resolveRef(document: JsonSchema, schema: JsonSchema): JsonSchema {
  let resolved = schema;
  for (let i = 0; resolved?.$ref && i < 10; i++) {
    const name = String(resolved.$ref).split('/').pop()!;
    resolved = document.components?.schemas?.[name] ?? {};
  }
  return resolved ?? {};
}

/**
 * A value valid under `schema` (as far as the schema says: cross-field rules are the server's), small,
 * with the optional properties drawn by chance so that every property is exercised over a run.
 */
export function validValue(
  document: JsonSchema,
  schemaIn: JsonSchema,
  random: SeededRandom,
  ids: IdPool,
  depth = 0,
): unknown {
  const schema = resolveRef(document, schemaIn);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  if (schema.default !== undefined && random.chance(0.3)) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // The last branch is usually the real one (the first is often the "" const of an optional URL).
    const useful = branches.filter((b: JsonSchema) => b.type !== 'null');
    return validValue(
      document,
      random.chance(0.8) ? useful.at(-1) : random.pick(useful),
      random,
      ids,
      depth + 1,
    );
  }
  if (schema.allOf) return validValue(document, schema.allOf[0], random, ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, random, ids);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = Math.min(schema.maximum ?? low + 20, low + 20);
      const value = random.int(Math.ceil(low), Math.floor(high));
      return type === 'number' && random.chance(0.3) && value < high ? value + 0.5 : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (depth > 8) return [];
      const min = schema.minItems ?? 0;
      const count = random.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2)));
      const items = Array.from({ length: count }, () =>
        validValue(document, schema.items ?? {}, random, ids, depth + 1),
      );
      // uniqueItems, and enum arrays (scopes, events) whose repeats are refused
      return schema.uniqueItems || schema.items?.enum ? [...new Set(items)] : items;
    }
    default: {
      if (!schema.properties || depth > 8) return {};
      const required = new Set<string>(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
        if (key === '$schema') continue;
        if (!required.has(key) && !random.chance(0.5)) continue;
        const reference = REFERENCE_KEYS[key];
        out[key] =
          reference && ids.get(reference)?.length
            ? anyId(reference, random, ids)
            : validValue(document, property, random, ids, depth + 1);
      }
      return out;
    }
  }
}
