import type { SeededRandom } from '../../fixtures/seeded-random.mjs';

/**
 * Hostile values. Strings are built on demand (a list of 1 MiB strings would sit in memory for the
 * whole run); each has a name, printed with a failing request.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

export const HOSTILE_STRINGS: Array<[name: string, make: () => string]> = [
  ['1 MiB minus a little (fits the body limit)', () => 'a'.repeat(MiB - 8 * KiB)],
  ['1 MiB (over the body limit with the rest of the body)', () => 'b'.repeat(MiB)],
  ['regex bomb a*50k!', () => `${'a'.repeat(50_000)}!`],
  ['regex bomb digits and spaces', () => `${'1 '.repeat(30_000)}1!`],
  ['regex bomb dotted words', () => `${'a.'.repeat(30_000)}a@!`],
  ['regex bomb e-mail', () => `${'a'.repeat(20_000)}@${'b.'.repeat(20_000)}!`],
  ['regex bomb date', () => `${'2024-'.repeat(20_000)}x`],
  ['control characters', () => Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')],
  ['NUL in the middle', () => 'Jane\u0000Doe'],
  ['lone high surrogate', () => 'Jane \ud800 Doe'],
  ['lone low surrogate', () => '\udfffDoe'],
  ['RTL override', () => 'Jane \u202eeoD\u202c fdp.exe'],
  ['zero-width and BOM', () => '\ufeff\u200b\u200d\u2060Jane'],
  ['combining marks', () => 'e\u0301'.repeat(5000)],
  ['emoji', () => '👩🏽‍💻🏳️‍🌈 Jane 🚀'.repeat(50)],
  ['path traversal', () => '../../../../etc/passwd'],
  ['encoded NUL', () => 'x%00.pdf'],
  ['encoded traversal', () => '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['windows path', () => 'C:\\Windows\\System32\\..\\win.ini'],
  ['SQL', () => "' OR 1=1; DROP TABLE resumes; --"],
  ['SQL quote', () => 'O\'Brien"; SELECT * FROM api_tokens --'],
  ['FTS syntax', () => 'NEAR("a" AND) OR * ^ "'],
  ['LIKE wildcards', () => '%_%\\'],
  ['HTML', () => '<script>alert(1)</script><img src=x onerror=alert(2)>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the hostile value
  ['template', () => '${7*7}{{7*7}}<%= 7*7 %>'],
  ['JSON in a string', () => '{"$ne": null, "__proto__": {"admin": true}}'],
  ['number as string', () => '42'],
  ['huge number as string', () => '1e309'],
  ['negative as string', () => '-1'],
  ['NaN as string', () => 'NaN'],
  ['boolean as string', () => 'true'],
  ['empty', () => ''],
  ['spaces', () => '   \t\n  '],
  ['prototype keys', () => '__proto__'],
  ['long line of a thousand words', () => 'word '.repeat(1000)],
  ['CRLF injection', () => 'x\r\nSet-Cookie: a=b\r\n\r\n'],
  ['URL with credentials', () => 'http://user:pass@127.0.0.1:1/'],
  ['javascript URL', () => 'javascript:alert(1)'],
  ['file URL', () => 'file:///etc/passwd'],
  ['an id of another kind', () => 'org_01ARZ3NDEKTSV4RRFFQ69G5FAV'],
];

/**
 * Raw JSON that JSON.stringify cannot write (1e309 parses to Infinity, -0, 2^64, nesting deeper than
 * its stack): the body is serialized with a marker string and the marker replaced by the text.
 */
const RAW_TOKENS = [
  '1e309',
  '-1e309',
  '-0',
  '18446744073709551616',
  '1e-400',
  '0.1e1',
  '123456789012345678901234567890',
];
export const RAW_MARKER = '\u0001raw:';

export function hostileNonString(random: SeededRandom): [string, unknown] {
  const choices: Array<[string, () => unknown]> = [
    ['huge integer', () => Number.MAX_SAFE_INTEGER + 2],
    ['huge float', () => 1.7976931348623157e308],
    ['negative', () => -1],
    ['negative huge', () => -1e300],
    ['zero', () => 0],
    ['fraction', () => 0.5],
    ['NaN (null in JSON)', () => Number.NaN],
    ['raw number token', () => raw(random.pick(RAW_TOKENS))],
    ['true', () => true],
    ['null', () => null],
    ['empty object', () => ({})],
    ['empty array', () => []],
    ['array of a string', () => ['x']],
    [
      'object with prototype keys',
      () => JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {}}}'),
    ],
    ['deep array nesting (10,000)', () => raw(`${'['.repeat(10_000)}1${']'.repeat(10_000)}`)],
    ['deep object nesting (10,000)', () => raw(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
    ['100k-item array', () => Array.from({ length: 100_000 }, (_, i) => i % 10)],
    ['100k-item array of strings', () => Array.from({ length: 100_000 }, () => 'x')],
    ['10k-key object', () => Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))],
  ];
  const [name, make] = random.pick(choices);
  return [name, make()];
}

export function hostileString(random: SeededRandom): [string, string] {
  const [name, make] = random.pick(HOSTILE_STRINGS);
  return [name, make()];
}

/** Strings small enough for a URL (the request line counts against Node's 16 KiB header limit). */
export function hostileUrlString(random: SeededRandom): [string, string] {
  for (;;) {
    const [name, value] = hostileString(random);
    if (value.length <= 6000) return [name, value];
  }
}

/** A marker string that toJsonText replaces by `json`, written as is (JSON.stringify cannot write it). */
const raw = (json: string) => `${RAW_MARKER}${Buffer.from(json).toString('base64')}`;

/** JSON text for a body, with raw tokens put in place of their markers. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  if (!text.includes('\\u0001raw:')) return text;
  return text.replace(/"\\u0001raw:([^"]*)"/g, (_, base64: string) =>
    Buffer.from(base64, 'base64').toString(),
  );
}

/** Every place in a JSON value (as a path), for picking one to spoil. */
export function valuePaths(
  value: unknown,
  at: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) valuePaths(item, [...at, i], out);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) valuePaths(item, [...at, key], out);
  return out;
}

export function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

export function deleteAt(root: unknown, path: Array<string | number>): unknown {
  if (path.length === 0) return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
  else delete parent[path.at(-1)!];
  return copy;
}
