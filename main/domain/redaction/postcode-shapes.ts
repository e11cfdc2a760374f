import postcodesJson from '../../../resources/redaction/postcodes.json';

/**
 * Whether a string has the form of some country's postcode: the per-territory patterns of the
 * Unicode CLDR (resources/redaction/postcodes.json, Unicode License v3), plus Ireland's Eircode,
 * which CLDR does not describe (a routing key "A65" or "D6W" and four letters or digits). A value
 * needs two digits and four characters: "123" or "AB 12" alone are too common to be a postcode.
 * The union is compiled on the first call.
 */

const EIRCODE = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}';

let shape: RegExp | null = null;

function build(): RegExp {
  const patterns = [...new Set(Object.values(postcodesJson.patterns as Record<string, string>))];
  return new RegExp(`^(?:${[...patterns.map((p) => `(?:${p})`), EIRCODE].join('|')})$`);
}

export function isPostcodeShape(value: string): boolean {
  if (value.length < 4 || value.length > 10) return false;
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  if (digits < 2) return false;
  shape ??= build();
  return shape.test(value);
}
