import type { ResumeDocument } from '../../contract';
import { cloneJson } from '../collections';
import { buildTermMatcher, placesOf, type TermSources } from './blind-terms';
import { redactText, type ScanContext } from './detectors';
import { type Action, type FieldSpec, SECTIONS } from './fields';
import { buildNameMatcher } from './names';
import { formatPath, type PathSegment, parseRule, type RuleSegment, ruleMatches } from './paths';
import { keptNameWords } from './person-names';
import { isPersonalUrl, urlIdentity } from './personal-urls';
import { regionsFor, resumeRegions } from './phones';
import { REDACTED, type SpanKind } from './spans';

/**
 * The redaction engine: a PII-redacted copy of a stored resume, for sharing and blind review.
 * Pure: no I/O, the input is never mutated.
 *
 * Profiles
 * - standard: identity and contact data. Replaced whole: personalInfo name, email, phone, url,
 *   image, location, address; profile usernames and URLs (the network stays); references' name,
 *   email and phone; meta.canonical; and any other URL field that is the candidate's own site or
 *   account (personal-urls.ts: a host or path that holds a declared handle, the joined name or a
 *   name part — "doe.ai/projects/x", "github.com/jdoe42/tool"). Free text everywhere (summary,
 *   description, highlights, courses, reference texts and the references' position/company/
 *   relationship, project, award and publication summaries) loses only its sensitive spans: e-mail
 *   addresses, phone numbers, URLs and bare domains, @handles, the candidate's and referees' names
 *   and the candidate's usernames, street addresses, postcodes, dates of birth and ages — and what
 *   no field names: anyone's name (gazetteer.ts with capitals, titles and cues), international
 *   addresses (addresses.ts), IBANs, cards, IPs and cued national ids (identifiers.ts). Short
 *   labelled values (positions, skills, titles, keywords) lose only unambiguous contact data, full
 *   names and usernames.
 * - blind: standard plus what reveals identity or invites bias: work company, url and location;
 *   education institution and url; volunteer organization and url; project url and entity;
 *   certificate and publication urls; references' company; every education date; gendered words
 *   in free text and labels (pronouns, gendered honorifics such as Mr/Mrs/Ms, gendered nouns such
 *   as chairman or chairwoman — see lexicon.ts); and every employer, school, organisation and
 *   place that those fields name, wherever the free text or a label repeats it (blind-terms.ts):
 *   "a growing team at Arcadia Technologies", "DevOps Engineer - Devoteam", "based in Berlin".
 *
 * Decisions on the open points
 * - Dates (blind): one rule per kind of date. Every education date (start and end) is redacted:
 *   the graduation year is the sharpest age signal and says nothing about the job. Every work date
 *   is kept, start and end alike, and so are volunteer, project, certificate, award and
 *   publication dates: they are how a reviewer judges experience, recency and gaps, which is the
 *   job-relevant part of a resume. Hiding only the earliest work start (as this engine did before)
 *   hid nothing: its end date and the next start stayed beside it, and summaries state the years
 *   of experience anyway. Dates of birth and ages are removed by both profiles.
 * - Employers, schools, places (blind): searched in the whole name (any case, accents ignored),
 *   the name without its legal form ("Arcadia Technologies" for "Arcadia Technologies GmbH"), and
 *   each distinctive word ("Arcadia"), which must be capitalized because many are ordinary words
 *   in lower case; generic organisation and place words ("Global", "Solutions", "Bank",
 *   "University", "North") are never searched alone. Places are the comma-separated parts of
 *   personalInfo.location and address and of work locations, without codes of 1–3 capitals, plus
 *   the names of a country given by its code ("FR" → "France", taxonomy gazetteer). Only
 *   values that the run replaces whole are searched for: a kept company stays in the text too.
 * - Gendered words (blind): pronouns (he/she/him/her/his/hers/himself/herself), gendered
 *   honorifics before a capitalized word (Mr, Mrs, Ms, Miss, Herr, Frau...), and explicitly
 *   gendered nouns: role nouns with a neutral alternative (chairman/chairwoman, salesman,
 *   spokeswoman...), family roles (wife, father, maternity...), woman/man-words (women, female,
 *   girls...). Not "man" (a verb, "man-hours"), not "freshman"/"alumni". Lower case or
 *   capitalized only: ALL-CAPS headings stay. Position titles are scanned too ("Chairwoman").
 * - Name parts: full names are redacted in any case (also "Doe, Jane" and "J. Doe"); single parts
 *   of at least 3 letters (2 for CJK) in any case too, except parts that are also words:
 *   skill/technology or place words (Rust, Swift, Julia, Paris) inside the full name, and alone
 *   only when capitalized in a sentence that makes them the person ("Julia led", "I recommend
 *   Julia"; "models in Julia" stays);
 *   common English words (Will, Grant, Rose) only when capitalized and not sentence-initial, or
 *   sentence-initial but followed by a verb that makes them the subject ("Will was"). A full name
 *   made only of such words needs capitals ("will grant access" stays). See names.ts.
 * - URLs: explicit URLs (scheme or www.) and lower-case bare domains with a known TLD are
 *   redacted; a bare domain with a path always is; capitalized brand domains without a path
 *   (Booking.com) and dotted product names (Node.js, ASP.NET, socket.io) stay.
 * - Phones: see phones.ts (shape pre-scan, look-alike guards, libphonenumber-js validation with the
 *   resume's countries first — from an international personalInfo.phone and the country code or
 *   name ending personalInfo.location — then US, GB, DE, FR, IN, BR, JP).
 * - Paths: redactedFields never uses the "section[]" form (each value is named by its own path);
 *   options accept it. Plain string lists (courses, keywords, roles) are indexed:
 *   education[<id>].courses[0]. See paths.ts.
 * - redactionSummary.bySection omits sections with no redaction.
 *
 * Options: `redact` paths are replaced whole; `keep` paths are left untouched (no scan either);
 * when both match a value, redact wins. A name or username that is kept is not searched for in
 * free text. Malformed or unknown paths throw RedactionPathError; an unknown profile a RangeError.
 *
 * redactedFields: one path per redacted value, in document order (sections and fields in the
 * order of fields.ts, entries in array order). A free-text value with several spans is listed
 * once. Idempotence: values that are already exactly [REDACTED] are not listed again, the text
 * detectors run to a fixpoint, and a second pass can only use fewer detectors (the names, employers,
 * schools, places and the country it would search for are already redacted), so redacting a redacted resume lists nothing.
 * redactionSummary.bySection counts listed paths per top-level section; total is their sum.
 */

export type RedactionProfile = 'standard' | 'blind';

export interface RedactionOptions {
  profile: RedactionProfile;
  /** Extra field paths to redact (spec path forms, e.g. "work[].company", "projects[<id>].url", "personalInfo.summary"). */
  redact?: string[];
  /** Paths to keep even if the profile would redact them (same forms). */
  keep?: string[];
}

export interface RedactionOutcome {
  resumeId: string;
  redactedFields: string[];
  redactionSummary: { total: number; bySection: Record<string, number> };
  redactedResume: ResumeDocument & { id: string };
}

/** One redacted piece, for explanations and quality measurement. */
export interface RedactionSpan {
  path: string;
  /** 'structured' for a whole value; otherwise the detector that found the span. */
  kind: SpanKind | 'structured';
  /** Offsets in the original value ([0, length) for a whole value). */
  start: number;
  end: number;
  text: string;
}

export { RedactionPathError } from './paths';
export type { SpanKind } from './spans';
export { REDACTED } from './spans';

export function redactResume(
  resume: ResumeDocument & { id: string },
  options: RedactionOptions,
): RedactionOutcome {
  return run(resume, options, null);
}

/** redactResume plus the list of redacted pieces (spans in their original values). */
export function inspectRedaction(
  resume: ResumeDocument & { id: string },
  options: RedactionOptions,
): RedactionOutcome & { spans: RedactionSpan[] } {
  const spans: RedactionSpan[] = [];
  const outcome = run(resume, options, spans);
  return { ...outcome, spans };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '' && v !== REDACTED;

interface Rules {
  redact: RuleSegment[][];
  keep: RuleSegment[][];
  blind: boolean;
}

function actionFor(field: FieldSpec, path: PathSegment[], rules: Rules): Action {
  if (rules.redact.some((r) => ruleMatches(r, path))) return 'whole';
  if (rules.keep.some((r) => ruleMatches(r, path))) return 'keep';
  return rules.blind ? field.blind : field.standard;
}

const entryKey = (entry: unknown, index: number): string =>
  isObj(entry) && typeof entry.__id === 'string' && entry.__id !== '' ? entry.__id : String(index);

/** Every entry of a section as [container, path prefix]. */
function containers(doc: Obj, section: (typeof SECTIONS)[number]): Array<[Obj, PathSegment[]]> {
  const value = doc[section.name];
  if (!section.array) return isObj(value) ? [[value, [{ name: section.name }]]] : [];
  if (!Array.isArray(value)) return [];
  const out: Array<[Obj, PathSegment[]]> = [];
  value.forEach((entry, i) => {
    if (isObj(entry)) out.push([entry, [{ name: section.name, key: entryKey(entry, i) }]]);
  });
  return out;
}

/** Name and username values that this run redacts: they become free-text search terms. */
function identitySources(doc: Obj, rules: Rules): { names: string[]; usernames: string[] } {
  const names: string[] = [];
  const usernames: string[] = [];
  const personal = SECTIONS[0];
  const nameField = personal.fields.find((x) => x.name === 'name')!;
  const profilesField = personal.fields.find((x) => x.name === 'profiles')!;
  const usernameField = profilesField.fields!.find((x) => x.name === 'username')!;
  const info = doc.personalInfo;
  if (isObj(info)) {
    const path = [{ name: 'personalInfo' }, { name: 'name' }];
    if (isText(info.name) && actionFor(nameField, path, rules) === 'whole') names.push(info.name);
    if (Array.isArray(info.profiles)) {
      info.profiles.forEach((p, i) => {
        if (!isObj(p) || !isText(p.username)) return;
        const pPath = [
          { name: 'personalInfo' },
          { name: 'profiles', key: entryKey(p, i) },
          { name: 'username' },
        ];
        if (actionFor(usernameField, pPath, rules) === 'whole') usernames.push(p.username);
      });
    }
  }
  const refSection = SECTIONS.find((s) => s.name === 'references')!;
  const refName = refSection.fields.find((x) => x.name === 'name')!;
  for (const [entry, prefix] of containers(doc, refSection)) {
    if (isText(entry.name) && actionFor(refName, [...prefix, { name: 'name' }], rules) === 'whole') {
      names.push(entry.name);
    }
  }
  return { names, usernames };
}

/**
 * Blind profile: the employers, schools, organisations and places named in fields that this run
 * replaces whole. They become search terms for the free text and the labels (blind-terms.ts); a
 * value that is kept ("keep": ["work[wrk_1].company"]) is not searched for.
 */
function blindTermSources(doc: Obj, rules: Rules): TermSources {
  const sources: TermSources = { organizations: [], places: [] };
  const take = (sectionName: string, fieldName: string, into: (value: string) => void) => {
    const section = SECTIONS.find((s) => s.name === sectionName)!;
    const field = section.fields.find((x) => x.name === fieldName)!;
    for (const [entry, prefix] of containers(doc, section)) {
      const value = entry[fieldName];
      if (isText(value) && actionFor(field, [...prefix, { name: fieldName }], rules) === 'whole') into(value);
    }
  };
  const organization = (value: string) => sources.organizations.push(value);
  const place = (value: string) => sources.places.push(...placesOf(value));
  take('work', 'company', organization);
  take('education', 'institution', organization);
  take('volunteer', 'organization', organization);
  take('projects', 'entity', organization);
  take('references', 'company', organization);
  take('personalInfo', 'location', place);
  take('personalInfo', 'address', place);
  take('work', 'location', place);
  return sources;
}

function run(
  resume: ResumeDocument & { id: string },
  options: RedactionOptions,
  report: RedactionSpan[] | null,
): RedactionOutcome {
  const profile = options?.profile ?? 'standard';
  if (profile !== 'standard' && profile !== 'blind')
    throw new RangeError(`Unknown redaction profile "${profile}"`);
  const rules: Rules = {
    redact: (options?.redact ?? []).map(parseRule),
    keep: (options?.keep ?? []).map(parseRule),
    blind: profile === 'blind',
  };
  const doc = cloneJson(resume) as unknown as Obj;
  const info = isObj(doc.personalInfo) ? doc.personalInfo : {};
  const identity = identitySources(doc, rules);
  const ctx: ScanContext = {
    regions: regionsFor(
      resumeRegions(
        typeof info.phone === 'string' ? info.phone : undefined,
        typeof info.location === 'string' ? info.location : undefined,
      ),
    ),
    names: buildNameMatcher(identity),
    keptNames: keptNameWords(doc, identity.names),
    blind: rules.blind,
    terms: rules.blind ? buildTermMatcher(blindTermSources(doc, rules)) : null,
  };
  const personalUrls = urlIdentity(identity.names, identity.usernames);

  const redactedFields: string[] = [];
  const bySection: Record<string, number> = {};

  /** Redacts one string value; returns the new value or undefined when unchanged. */
  const apply = (value: unknown, action: Action, path: PathSegment[]): string | undefined => {
    if (!isText(value)) return undefined;
    let next: string | undefined;
    let spans: Array<{ start: number; end: number; kind: SpanKind | 'structured' }> = [];
    const whole = () => {
      next = REDACTED;
      spans = [{ start: 0, end: value.length, kind: 'structured' }];
    };
    switch (action) {
      case 'whole':
        whole();
        break;
      case 'personalUrl':
        if (isPersonalUrl(value, personalUrls)) whole();
        break;
      case 'text':
      case 'label': {
        const result = redactText(value, ctx, action);
        if (result) {
          next = result.value;
          spans = result.spans;
        }
        break;
      }
      case 'keep':
        break;
    }
    if (next === undefined || next === value) return undefined;
    const formatted = formatPath(path);
    redactedFields.push(formatted);
    bySection[path[0].name] = (bySection[path[0].name] ?? 0) + 1;
    if (report) {
      for (const s of spans) {
        report.push({
          path: formatted,
          kind: s.kind,
          start: s.start,
          end: s.end,
          text: value.slice(s.start, s.end),
        });
      }
    }
    return next;
  };

  const visitFields = (container: Obj, prefix: PathSegment[], fields: readonly FieldSpec[]) => {
    for (const field of fields) {
      const value = container[field.name];
      if (value === undefined || value === null) continue;
      if (field.shape === 'entries') {
        if (!Array.isArray(value)) continue;
        value.forEach((entry, i) => {
          if (isObj(entry))
            visitFields(entry, [...prefix, { name: field.name, key: entryKey(entry, i) }], field.fields!);
        });
        continue;
      }
      if (field.shape === 'string') {
        const path = [...prefix, { name: field.name }];
        const next = apply(value, actionFor(field, path, rules), path);
        if (next !== undefined) container[field.name] = next;
        continue;
      }
      if (!Array.isArray(value)) continue;
      value.forEach((item, i) => {
        if (field.shape === 'highlights') {
          if (!isObj(item)) return;
          const path = [...prefix, { name: field.name, key: entryKey(item, i) }];
          const next = apply(item.value, actionFor(field, path, rules), path);
          if (next !== undefined) item.value = next;
        } else {
          const path = [...prefix, { name: field.name, key: String(i) }];
          const next = apply(item, actionFor(field, path, rules), path);
          if (next !== undefined) value[i] = next;
        }
      });
    }
  };

  for (const section of SECTIONS) {
    for (const [container, prefix] of containers(doc, section))
      visitFields(container, prefix, section.fields);
  }

  const total = Object.values(bySection).reduce((a, b) => a + b, 0);
  return {
    resumeId: resume.id,
    redactedFields,
    redactionSummary: { total, bySection },
    redactedResume: doc as unknown as ResumeDocument & { id: string },
  };
}
