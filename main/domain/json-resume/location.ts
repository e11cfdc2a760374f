import { readLocation } from '../parsing/contact';

/** The stored location fields: "city, region, country code" and "address, postal code". */
export interface LocationReading {
  location?: string;
  address?: string;
  warning?: string;
}

type LocationObject = {
  address?: string | null;
  postalCode?: string | number | null;
  city?: string | null;
  countryCode?: string | null;
  region?: string | null;
};

const joinParts = (...parts: Array<string | number | null | undefined>): string | undefined => {
  const text = parts
    .map((p) => (p === null || p === undefined ? '' : String(p).trim()))
    .filter((p) => p !== '')
    .join(', ');
  return text === '' ? undefined : text;
};

/**
 * basics.location as stored. The official object gives "city, region, country code" and
 * "address, postal code". A string ("Berlin, Germany", older and hand-written files) is read with
 * the resume parser's location reader into the same form, with a warning; one it cannot read is
 * kept as written (the derived facts still try to place it).
 */
export function readBasicsLocation(value: LocationObject | string | null | undefined): LocationReading {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'string') {
    return {
      location: joinParts(value.city, value.region, value.countryCode),
      address: joinParts(value.address, value.postalCode),
    };
  }
  const text = value.trim();
  if (text === '') return {};
  const found = readLocation(text, true);
  const location = found && joinParts(found.city, found.region, found.countryCode);
  if (location) return { location, warning: `"${text}" read as ${location}` };
  return { location: text, warning: `"${text}" kept as written (a location object was expected)` };
}
