import type { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind of value a query field holds, looking through optional/default/nullable wrappers. */
function baseType(schema: z.ZodType): string {
  let def = defOf(schema);
  while (def.innerType || (def.type === 'pipe' && def.in)) {
    def = defOf((def.innerType ?? def.in) as z.ZodType);
  }
  return def.type;
}

/**
 * Query strings carry text; the contract's query schemas speak numbers and booleans (so the OpenAPI
 * document and IPC callers see real types). Numeric-looking text becomes a number and true/false a
 * boolean; anything else is passed on unchanged for zod to reject with a clear message.
 */
export function coerceQuery(
  schema: z.ZodObject | undefined,
  raw: Record<string, string>,
): Record<string, unknown> {
  if (!schema) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = raw[key];
    if (value === undefined) continue;
    const type = baseType(field as z.ZodType);
    if (type === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim())) out[key] = Number(value);
    else if (type === 'boolean' && (value === 'true' || value === 'false')) out[key] = value === 'true';
  }
  return out;
}
