import countriesJson from '../../../resources/taxonomy/geo/countries.json';
import { foldKey, isKnownWord, mentionsSkill } from './gazetteer';
import type { Span } from './spans';
import { isUnitWord } from './street-words';

/**
 * Street addresses in international forms, and the lines that complete them.
 *
 * A street is one of:
 * - a street type before the name ("Rue de la Paix", "Via Roma", "Calle Mayor", "Rua Augusta",
 *   "ul. Długa", "Urbanización Elisa Piña");
 * - a name before a street type word ("Baker Street", "Herzog Avenue", "Kekeçoğlu Sokak",
 *   "Gandhi Marg");
 * - a compound name that ends with a street type ("Bahnhofstrasse", "Brittlaan", "Kyrkgatan",
 *   "Eveliinapolku", "Skogsallén").
 * With a house number before or after it ("221B Baker Street", "Bahnhofstrasse 43",
 * "Kekeçoğlu Sokak 67a") it is an address, and so is a compound or typed street after "on", "at",
 * "to", "in" or before "street" ("on Bahnhofstrasse", "Elefantenbach street").
 *
 * The span then grows over what follows on the same or the next lines, as long as it reads like
 * the rest of an address: units ("Apt. 595", "Suite 498", "Zimmer 462", "m. 583", "3 hoog
 * achter"), postcodes in their national forms ("53650", "89-726", "16847-030", "OJ28 4DT", "4648
 * PV"), state codes and capitalized place names, joined by commas, spaces or line breaks. It stops
 * at a lower-case word of the sentence ("... 90804 in case of"), a sentence end, a country name
 * (countries are not personal; a postcode after one is taken on its own), or after 160 characters.
 * A unit written before the number ("Apt. 728 98371 Harita Hills") is taken too.
 */

const CAP = "\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}";
const LINK =
  "(?:de\\sla|de\\sl['’]|de\\slos|de\\slas|d['’]|de|del|della|delle|dei|di|du|des|da|do|das|dos|la|le|les|l['’]|van|von|der|den|het|y|e|i)";
const NAME_WORDS = `(?:(?:${LINK}\\s?)?(?:${CAP}|\\d{1,3}(?:\\.|st|nd|rd|th)?)(?:\\s|$)){0,3}(?:${LINK}\\s?)?${CAP}`;

const TYPE_BEFORE =
  'Rue|Avenue|Av\\.|Ave\\.|Boulevard|Bd\\.?|Bvd|Place|Pl\\.|Chemin|All[ée]e|Impasse|Quai|Voie|Passage|Square|Cours|Route|Rte|Faubourg|Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Strada|Contrada|Borgo|Rotonda|Incrocio|Calle|Calleja|Avenida|Avda\\.?|Plaza|Paseo|Camino|Carretera|Ronda|Urbanizaci[óo]n|Chalet|Traves[íi]a|V[íi]a|Pasaje|Callej[óo]n|Cuesta|Glorieta|Rambla|Partida|Subida|Bajada|Gran\\sSubida|Gran\\sV[íi]a|Barrio|Colonia|Edificio|Arrabal|Aldea|Rua|Travessa|Alameda|Pra[çc]a|Rodovia|Estrada|Viela|Marginal|Ladeira|Lote|Rampa|Secci[óo]n|Conjunto|Escalinata|Explanada|Extramuros|Extrarradio|Jardines|Lugar|Muelle|Parque|Pasadizo|Pol[íi]gono|Prolongaci[óo]n|Riera|Sector|Senda|Vereda|Masía|Caser[íi]o|Carrera|Bloque|Ctra\\.|Urb\\.|ul\\.|ulica|al\\.|aleja|pl\\.|plac|os\\.|osiedle|droga|szosa|wyspa|ogr[óo]d|bulw\\.|rondo|rynek|skwer|wyb\\.|V[äa]stra|[ÖO]stra|Norra|S[öo]dra|[ÖO]vre|Undre';
const TYPE_AFTER =
  'Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Court|Ct\\.?|Place|Pl\\.?|Way|Terrace|Close|Crescent|Square|Parkway|Pkwy|Highway|Hwy|Circle|Row|Mews|Walk|Gardens|Grove|Loop|Alley|Bend|Brook|Brooks|Bypass|Causeway|Centre|Center|Common|Commons|Corner|Corners|Crossing|Crossroad|Curve|Dale|Estate|Estates|Expressway|Extension|Falls|Ferry|Field|Fields|Flat|Flats|Ford|Forge|Fork|Forks|Freeway|Gateway|Glen|Glens|Green|Harbor|Haven|Heights|Hill|Hills|Hollow|Island|Isle|Junction|Key|Knoll|Knolls|Landing|Manor|Meadow|Meadows|Mill|Mills|Mission|Motorway|Mount|Orchard|Oval|Park|Pass|Path|Pike|Pines|Plains|Plaza|Point|Port|Prairie|Ranch|Ridge|Route|Run|Shoal|Shore|Shores|Spring|Springs|Spur|Stravenue|Stream|Summit|Throughway|Trace|Track|Trail|Tunnel|Turnpike|Underpass|Valley|Viaduct|View|Views|Village|Ville|Vista|Wells|Paddock|Parade|Drove|Croft|Copse|Gate|Rise|Vale|Wynd|Fold|Garth|Nook|Pastures|Ridings|Yard|Brae|Circus|Heath|Quay|Reach|Strand|Wharf|Crest|Creek|Cove|Cliffs|Canyon|Bluff|Bluffs|Camp|Cape|Club|Oaks|Pines|Place|Plains|Port|Radial|Ramp|Rapids|Rest|Skyway|Stream|Trafficway|Union|Unions|Wall|Well|Väg|Vägen|Gata|Gatan|Gränd|Torg|Stig|Allé|Sokak|Sokağı|Caddesi|Cad\\.|Bulvarı|Yolu|Marg|Nagar|Chowk|Colony|Layout|Gali|Straße|Strasse|Str\\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Steig|Pfad';
const COMPOUND =
  '(?:stra(?:ß|ss)e|str\\.|weg|gasse|platz|allee|damm|ufer|steig|pfad|stieg|graben|laan|straat|dijk|plein|gracht|kade|singel|plantsoen|steeg|dreef|gatan|gata|v[äa]gen|gr[äa]nden|g[äa]rdet|all[ée]n|stigen|torget|gr[äa]nd|katu|tie|kuja|polku|kaari|linja|raitti|rinne|penger|ranta|v[äa]yl[äa]|gade|vej|veien|gaten|park)';

const NUMBER = '\\d{1,5}(?:\\s?[a-zA-Z](?![\\p{L}.]))?(?:[-/]\\d{1,4}[a-zA-Z]?)?';
const STREET = `(?:(?:${TYPE_BEFORE})\\s${NAME_WORDS}|${NAME_WORDS}\\s(?:${TYPE_AFTER})(?![\\p{L}])(?!\\s(?:to|of|for)\\s)|(?:(?:van\\sde|van\\sder|van\\sden|van|de|der|den|het|ter|ten)\\s)?\\p{Lu}[\\p{L}\\p{M}'’-]{0,30}${COMPOUND}(?![\\p{L}]))`;
/** "221B Baker Street": tried at each number. */
const NUMBER_THEN_STREET = new RegExp(`${NUMBER},?\\s${STREET}`, 'uy');
/** "Bahnhofstrasse 43": tried on the text just before each number. */
const STREET_BEFORE_NUMBER = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}'’.-])${STREET},?\\s(?:n[º°o.]\\s?)?$`, 'u');
const NUMBER_AT = new RegExp(`${NUMBER}(?![\\p{N}])`, 'uy');
const HOUSE_NUMBER = /(?<![\p{L}\p{M}\p{N}'’.,-])\d{1,5}(?![\p{N}])/gu;
/** Where a street without a number may follow: "lives on Bahnhofstrasse", "corner of Quai de Tilsitt". */
const STREET_CUE =
  /\b(?:on|at|to|in|of|from|is|and|address)\s(?=\p{Lu}|(?:ul|al|pl|os|bulw|droga|szosa|wyspa|ogr[óo]d|rondo|rynek|skwer|wyb)\b)/gu;
/** Without a number, only the unmistakable street types: "at Redwood Medical Center" is no street. */
const STRICT_TYPE_AFTER =
  'Street|St\\.|Avenue|Ave\\.|Road|Rd\\.|Boulevard|Blvd\\.?|Lane|Drive|Sokak|Sokağı|Caddesi|Straße|Strasse|Str\\.|Marg|Gatan|Vägen';
const STREET_AT = new RegExp(
  `(?:(?:${TYPE_BEFORE})\\s${NAME_WORDS}|${NAME_WORDS}\\s(?:${STRICT_TYPE_AFTER})(?![\\p{L}])|(?:(?:van\\sde|van\\sder|van\\sden|van|de|der|den|het|ter|ten)\\s)?\\p{Lu}[\\p{L}\\p{M}'’-]{0,30}${COMPOUND}(?![\\p{L}]))`,
  'uy',
);
/** "Elefantenbach street": any capitalized word before the word street. */
const BEFORE_STREET_WORD = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}'’.-])(?:${STREET}|\\p{Lu}[\\p{L}\\p{M}'’-]{2,30})$`,
  'u',
);

const UNIT =
  /^(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Floor|Fl\.|Room|Zimmer|Whg\.?|Wohnung|étage|[ée]tg\.?|Puerta|Piso|Planta|Escalera|Esc\.|Apto\.?|Apartamento|Sala|Bloco|Casa|Daire|Kat|No\.?|Nr\.?|m\.|lok\.|Lgh\.?|hoog|achter|bis|ter|bus|Bus|Box|PO|P\.O\.)$/u;
const POSTCODE_PIECE = /^(?:\d{3,6}(?:-\d{3,4})?|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?|\d[A-Z]{2}|[A-Z]{2})$/u;
/** Words that join the parts of a place name. */
const PLACE_LINK = /^(?:do|da|dos|das|de|del|della|di|du|des|la|le|och|upon|on|am|an|sur|sul|im|bei|a)$/;
/** Lower-case words that end Italian place names ("Quarto lido", "Primo umbro"). */
const PLACE_SUFFIX =
  /^(?:lido|umbro|calabro|ligure|sardo|salentino|veneto|laziale|terme|mare|marittimo|sannita|lombardo|emilia|terme|scalo|marina|superiore|inferiore)$/;
/** Capitalized words that start the next sentence or clause, not a place. */
const SENTENCE_WORDS = new Set(
  'I The A An My Our We You He She They It This That These Those There Here Please Thanks Thank Call Phone Tel Mobile Email E-mail Fax Contact Name Date Born Age Card IBAN SSN And Or But So Then Also From To At In On For With By Of As If When Where Who What Which How Why Office Home Work'.split(
    ' ',
  ),
);
const COUNTRIES = new Set<string>();
for (const names of Object.values(countriesJson as Record<string, string[]>))
  for (const n of names) COUNTRIES.add(foldKey(n));

/**
 * The end of the address that starts with a street ending at `end`: the following pieces while
 * they read as units, numbers, postcodes, state codes or place names.
 */
function extendForward(text: string, end: number): number {
  let at = end;
  let lines = 0;
  const limit = Math.min(text.length, end + 160);
  for (;;) {
    // The separator: spaces, one comma, at most two line breaks, and a quoting prefix (">", "???").
    const sep = /^(?:[ \t\u00a0]*,)?[ \t\u00a0]*(?:(?:\r?\n)[ \t\u00a0>?]*){0,2}/.exec(text.slice(at, limit));
    const gap = sep ? sep[0] : '';
    const newlines = (gap.match(/\n/g) ?? []).length;
    if (lines + newlines > 5) break;
    const rest = text.slice(at + gap.length, limit);
    const word = /^(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’.-]*)/u.exec(rest);
    if (!word) break;
    let w = word[0];
    const bare = w.replace(/[.]$/, '');
    // Units of other languages (street-words.ts) only before their number: "Bloc 57", "Kat 6".
    const isUnit =
      UNIT.test(w) ||
      UNIT.test(bare) ||
      (/^\p{Lu}/u.test(w) &&
        isUnitWord(foldKey(bare)) &&
        /^[ \t]{0,2}(?:\d|\p{Lu}(?![\p{L}]))/u.test(rest.slice(w.length)));
    const isNumber = /^\d[\dA-Za-z-]{0,9}$/.test(bare);
    const isPostcode = POSTCODE_PIECE.test(bare);
    const isPlace = /^\p{Lu}\p{Ll}/u.test(w) && !SENTENCE_WORDS.has(bare);
    const isCaps = /^[\p{Lu}\p{M}-]{2,}$/u.test(bare);
    // Lower-case words inside or after a place name: "Batista do Sul", "Quarto lido", "Sesto umbro".
    const isPlaceTail =
      at > end && (PLACE_LINK.test(w) ? /^\s\p{Lu}/u.test(rest.slice(w.length)) : PLACE_SUFFIX.test(w));
    if (!(isUnit || isNumber || isPostcode || isPlace || isCaps || isPlaceTail)) break;
    // A country ends the address; a postcode after it is taken on its own by the caller.
    const country = /^[\p{L} .'-]{2,40}?(?=[ \t]*(?:\d|\n|,|$))/u.exec(rest);
    if (country && COUNTRIES.has(foldKey(country[0].trim()))) break;
    if (w.endsWith('.') && !isUnit && !/^\p{Lu}\.$/u.test(w)) {
      // A sentence end after the last piece: keep the piece, stop there.
      w = bare;
      at += gap.length + w.length;
      break;
    }
    at += gap.length + w.length;
    lines += newlines;
  }
  return at;
}

/** A unit written before the house number: "Apt. 728 98371 Harita Hills". */
function extendBackward(text: string, start: number): number {
  const before = text.slice(Math.max(0, start - 24), start);
  const m =
    /(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Zimmer|Puerta|Apto\.?|Daire|m\.|Lgh\.?)\s\d{1,5}[a-zA-Z]?,?\s$/u.exec(
      before,
    );
  return m ? start - m[0].length : start;
}

const POSTCODE_AFTER_COUNTRY =
  /^[ \t]+(\d{4,6}(?:-\d{3,4})?|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\d{4}\s[A-Z]{2})(?![\p{L}\p{N}])/u;

/**
 * Any street, whatever its type word, when a postcode and city follow it: "Puruntie 82,
 * 53650 Lappeenranta", "14 Kirkebakken\n2630 Taastrup". The postcode is the anchor: found first
 * (few per text), then the street-like piece before it (capitalized words with a house number,
 * either order).
 */
const POSTCODE_ANCHOR =
  /(?<![\p{L}\p{N}.,/:-])(?:\d{5}-\d{3,4}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,5}|[A-Z]\d[A-Z]\s\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?![\p{L}\p{N}]|[.,]\d)/gu;
const PLACE_WORDS = `(?:\\p{Lu}[\\p{L}\\p{M}'’.-]{1,30}\\s){1,3}`;
/** A unit after the street: "Apt. 916", "Suite 153", "Kat 6". */
const UNIT_AFTER = `(?:,?[ \\t]\\p{Lu}\\p{L}{0,11}\\.?[ \\t]\\d{1,5}[a-zA-Z]?)?`;
const STREETISH = `(?:\\d{1,5}[a-zA-Z]?,?\\s(?:${CAP}[ \\t]){0,3}${CAP}|(?:${CAP}[ \\t]){0,3}${CAP}\\s\\d{1,5}[a-zA-Z]?)${UNIT_AFTER}`;
/** The street before "postcode city" or before "city postcode". */
const STREET_BEFORE_POSTCODE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}'’.-])${STREETISH}(?:,[ \\t]?|[ \\t]*\\n[ \\t>]*)(?:${PLACE_WORDS})?$`,
  'u',
);

const YEAR = /^(?:19|20)\d\d$/;
/** "Kubernetes 3", "Django 4": a skill and a version, the shape of a one-word street and number. */
const ONE_WORD_AND_NUMBER = /^[\p{L}\p{M}.-]+[ \t]\d{1,5}[a-zA-Z]?$/u;
export const isSkillLine = (text: string) => {
  const line = text.trimStart().split('\n')[0].trim();
  return ONE_WORD_AND_NUMBER.test(line) && mentionsSkill(line);
};

function findByPostcode(text: string, out: Span[]): void {
  POSTCODE_ANCHOR.lastIndex = 0;
  for (let m = POSTCODE_ANCHOR.exec(text); m; m = POSTCODE_ANCHOR.exec(text)) {
    // "SQL Server 2016, Visual Studio 2022": years after product names are not addresses.
    if (YEAR.test(m[0])) continue;
    const from = Math.max(0, m.index - 90);
    const before = STREET_BEFORE_POSTCODE.exec(text.slice(from, m.index));
    if (before && !/(?:^|\s)(?:19|20)\d\d(?:,|\s|$)/.test(before[0]) && !isSkillLine(before[0]))
      out.push({ start: from + before.index, end: m.index + m[0].length, kind: 'address' });
  }
}

export function findStreetAddresses(text: string, out: Span[]): void {
  if (!/\p{Lu}/u.test(text)) return;
  // Four digits, or the "123 45" postcode of Czechia, Slovakia, Sweden and Greece: the anchor regex
  // is the costliest pattern here, so texts with neither skip it.
  if (/\d{4}|\d{3} \d{2}(?!\d)/.test(text)) findByPostcode(text, out);
  // The patterns are tried only where an address can be: at house numbers, after a cue word and
  // before the word "street"; run over whole texts they cost more than every other detector.
  HOUSE_NUMBER.lastIndex = 0;
  for (let m = HOUSE_NUMBER.exec(text); m; m = HOUSE_NUMBER.exec(text)) {
    NUMBER_THEN_STREET.lastIndex = m.index;
    const after = NUMBER_THEN_STREET.exec(text);
    if (after) {
      out.push({ start: m.index, end: m.index + after[0].length, kind: 'address' });
      HOUSE_NUMBER.lastIndex = m.index + after[0].length;
      continue;
    }
    const from = Math.max(0, m.index - 80);
    const before = STREET_BEFORE_NUMBER.exec(text.slice(from, m.index));
    if (!before) continue;
    NUMBER_AT.lastIndex = m.index;
    const number = NUMBER_AT.exec(text);
    if (number) out.push({ start: from + before.index, end: m.index + number[0].length, kind: 'address' });
  }
  STREET_CUE.lastIndex = 0;
  for (let m = STREET_CUE.exec(text); m; m = STREET_CUE.exec(text)) {
    STREET_AT.lastIndex = m.index + m[0].length;
    const street = STREET_AT.exec(text);
    if (street && !isKnownWord(foldKey(street[0])))
      out.push({ start: street.index, end: street.index + street[0].length, kind: 'address' });
  }
  if (/\s[Ss]treet\b/.test(text)) {
    const word = /\s[Ss]treet\b/g;
    for (let m = word.exec(text); m; m = word.exec(text)) {
      const from = Math.max(0, m.index - 60);
      const street = BEFORE_STREET_WORD.exec(text.slice(from, m.index));
      if (street && !isKnownWord(foldKey(street[0])))
        out.push({ start: from + street.index, end: m.index, kind: 'address' });
    }
  }
}

/**
 * Grows every address span over the rest of its address (units, postcode, city, state), and
 * takes a postcode written after a country on its own.
 */
export function completeAddresses(text: string, spans: Span[]): void {
  const count = spans.length;
  for (let i = 0; i < count; i++) {
    const s = spans[i];
    if (s.kind !== 'address') continue;
    s.start = extendBackward(text, s.start);
    s.end = extendForward(text, s.end);
    const tail = text.slice(s.end, s.end + 80);
    const country = /^(?:[ \t]*,)?[ \t]*(?:\n[ \t>?]*){0,2}([\p{L} .'-]{2,40}?)(?=[ \t]+\d)/u.exec(tail);
    if (country && COUNTRIES.has(foldKey(country[1].trim()))) {
      const at = s.end + country[0].length;
      const code = POSTCODE_AFTER_COUNTRY.exec(text.slice(at, at + 16));
      if (code) {
        const start = at + code[0].indexOf(code[1]);
        spans.push({ start, end: start + code[1].length, kind: 'postcode' });
      }
    }
  }
}
