#!/usr/bin/env node
// Builds resources/taxonomy/generated/skills.json from the open sources committed under
// scripts/taxonomy/sources (ESCO skills, O*NET technology skills, O*NET occupation titles, Linguist,
// GitHub Explore, Simple Icons, Devicon, Apache Libcloud's and lego's providers, awesome lists of C++,
// .NET, Node.js, Python, JavaScript, Android and AI coding tools, tldr-pages' commands; see
// resources/taxonomy/SOURCES.md), merged with the hand-written entries of resources/taxonomy/skills,
// which win on names, categories and ambiguity rules.
// Deterministic and offline:
//
//   node scripts/build-taxonomy.mjs          writes the files and prints what it kept and dropped
//   node scripts/build-taxonomy.mjs --check  fails when the committed files differ from a fresh build
//
// Also writes resources/taxonomy/generated/lexicon.json, the lookup index the app loads (built by
// main/domain/taxonomy/lexicon-build.ts from the hand-written skills and skills.json: rerun this script
// after changing either, the tokenizer or the builder), and test/fixtures/taxonomy/held-out-labels.json:
// one ESCO alternative label per concept (chosen by a hash, for concepts with at least four) that the
// taxonomy does NOT get, so the recognition benchmark can measure labels the build never saw.
// And resources/taxonomy/generated/synonyms.json: Open English WordNet's synonyms among the labels'
// words, which skills lists may swap (main/domain/taxonomy/loose.ts).

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { allLocales } from '@faker-js/faker';
import { parse } from 'csv-parse/sync';
import { runnerImport } from 'vite';
import { flat } from './redaction-words.mjs';
import {
  awesomeCategory,
  awesomeEntry,
  awesomeOwner,
  awsServiceName,
  COMMODITY_CATEGORY,
  commonWord,
  compactKey,
  competenceActivity,
  freeTextForm,
  genericSoftware,
  keywordCategory,
  NOT_TECHNOLOGY_TAGS,
  namedProduct,
  notASkill,
  notAVariant,
  notTechnologyDescription,
  OPENALEX_ROOT_CATEGORY,
  openAlexDiscipline,
  openAlexField,
  parentheticalNames,
  productShortName,
  productTailName,
  projectHome,
  singularWord,
  softwareSource,
  spelledAcronym,
  subjectCategory,
  technologyApposition,
  technologyDefinition,
  tldrSuiteHost,
  tldrTool,
} from './taxonomy/rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(root, 'scripts/taxonomy/sources');
const runnerOptions = { configFile: false, logLevel: 'silent', root };
// The app's own folding of accents, so the forms written here are those its lookup asks for
// (canonicalSkill in main/domain/taxonomy/extract.ts).
const { withoutDiacritics } = (await runnerImport(join(root, 'main/domain/diacritics.ts'), runnerOptions))
  .module;
const check = process.argv.includes('--check');

const gz = (name) => gunzipSync(readFileSync(join(sources, name))).toString('utf8');

/** Bump when the sources or the rules change; the app reports it as part of TAXONOMY_VERSION. */
const GENERATED_VERSION = 25;

// ---- inputs ----
const occupations = new Set(gz('onet-occupation-titles.txt.gz').split('\n').filter(Boolean));
const esco = parse(gz('esco-skills-en.csv.gz'), { columns: true, bom: true, relax_quotes: true });
const onet = parse(gz('onet-technology-skills.tsv.gz'), {
  columns: true,
  delimiter: '\t',
  quote: false,
  relax_column_count: true,
});
const tsv = (name) =>
  parse(gz(name), { columns: true, delimiter: '\t', quote: false, relax_column_count: true });
const linguist = tsv('linguist-languages.tsv.gz');
/** Open English WordNet's synsets: each a list of [word, sense rank] (see the synonyms step below). */
const wordNetSynsets = gz('wordnet-synonyms.tsv.gz')
  .split('\n')
  .filter(Boolean)
  .map((row) =>
    row
      .split('\t')[1]
      .split(' ')
      .map((member) => member.split('/')),
  );
/** Every word of those synsets: ordinary English words (nouns and adjectives of four letters or more). */
const wordNetLemmas = new Set(
  wordNetSynsets.flatMap((members) => members.map(([word]) => word.toLowerCase())),
);
const explore = tsv('github-explore-topics.tsv.gz');
const icons = tsv('simple-icons.tsv.gz');
// The cloud, storage and DNS services Apache Libcloud (Apache 2.0) and lego (MIT) have drivers for
// ("Vultr", "Ovh", "Scaleway", "Hetzner"), compared by compactKey: a Simple Icons brand they name is a
// software service.
const providers = new Set(
  ['libcloud-providers.txt.gz', 'lego-dns-providers.txt.gz'].flatMap((file) =>
    gz(file).split('\n').filter(Boolean).map(compactKey),
  ),
);
// awesome-code-ai (CC0) is reduced the same way into a file of its own: its tools are all development tools.
const awesome = [...tsv('awesome-lists.tsv.gz'), ...tsv('awesome-code-ai.tsv.gz')];
// Devicon's names and alternative names, compared by compactKey: a list of developer technologies, so
// an Explore topic it names ("hugo", "portainer") is a technology whatever its description's wording.
// Its icons of companies and websites (tagged brand, social, auth, website, organization or community:
// "apple", "facebook", "stackoverflow") do not vouch for anything. Not used for Simple Icons brands:
// brands it vouches for ("Opera", "Wolfram", "Red Hat", "Nano") are as often companies or other things
// of the same name, and taking them lowered the survey benchmark's precision.
const devicon = new Set(
  tsv('devicon.tsv.gz')
    .filter((row) => !row.tags.split('|').some((t) => NOT_TECHNOLOGY_TAGS.has(t)))
    .flatMap((row) =>
      [row.name, ...(row.altnames ? row.altnames.split('|') : [])].map(compactKey).filter(Boolean),
    ),
);
const inDevicon = (...labels) => labels.some((l) => l && devicon.has(compactKey(l)));
const handDir = join(root, 'resources/taxonomy/skills');
const hand = readdirSync(handDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => JSON.parse(readFileSync(join(handDir, f), 'utf8')));

// ---- the merge index: comparison key → entry; hand-written entries first, so they win ----
/** @type {Map<string, {name: string, category: string, hand: boolean, text: string[], list: string[], forms: Set<string>}>} */
const byKey = new Map();
const entries = [];
function register(entry, label) {
  const key = compactKey(label);
  if (!key || byKey.has(key)) return false;
  byKey.set(key, entry);
  if (key.length >= 3) entry.forms.add(key);
  return true;
}
for (const skill of hand) {
  const entry = {
    name: skill.name,
    category: skill.category,
    hand: true,
    text: [],
    list: [],
    forms: new Set(),
  };
  for (const form of [skill.name, ...skill.aliases]) register(entry, form);
  entries.push(entry);
}

// relatedRoles of a generated skill: the role families that at least a third of the hand-written
// skills of its category name.
const rolesByCategory = new Map();
{
  const counts = new Map();
  for (const s of hand) {
    const c = counts.get(s.category) ?? { n: 0, roles: new Map() };
    c.n++;
    for (const r of s.relatedRoles) c.roles.set(r, (c.roles.get(r) ?? 0) + 1);
    counts.set(s.category, c);
  }
  for (const [category, c] of counts)
    rolesByCategory.set(
      category,
      [...c.roles]
        .filter(([, k]) => k * 3 >= c.n)
        .map(([r]) => r)
        .sort(),
    );
}

const stats = {
  onetRows: onet.length,
  escoRows: esco.length,
  dropped: {},
  merged: 0,
  added: 0,
  uncategorised: 0,
  splitFromAlias: 0,
};
const drop = (why) => {
  stats.dropped[why] = (stats.dropped[why] ?? 0) + 1;
};

/**
 * Whether a source label may join an existing entry as an alias: it contains one of the entry's
 * forms ("Python3" for Python, "IBM SPSS Statistics" for SPSS). Source concepts group loosely related
 * labels ("unstructured data" under data analysis), which must not become aliases of a named skill.
 */
function related(entry, label) {
  const key = compactKey(label);
  for (const form of entry.forms) if (key.includes(form)) return true;
  return false;
}

/** Whether a label, or it in the singular or plural, is a key already ("sales strategies"). */
function knownSpelling(label) {
  const key = compactKey(label);
  const words = label.toLowerCase().trim().split(/\s+/);
  const singular = compactKey([...words.slice(0, -1), singularWord(words[words.length - 1])].join(' '));
  return byKey.has(key) || byKey.has(singular) || byKey.has(`${key}s`);
}

/**
 * Whether a concept's preferred label names a skill other than `entry`, which one of its other labels
 * reached: the label is unknown, unrelated to the entry (related), and neither a prefix of one of the
 * entry's forms nor begins with one ("Next" and Next.js, "sales strategies" and Sales Strategy).
 */
function ownConcept(entry, label) {
  const key = compactKey(label);
  if (knownSpelling(label) || related(entry, label)) return false;
  const head = (k) => k.slice(0, Math.max(3, k.length - 3));
  for (const form of entry.forms) if (form.startsWith(head(key)) || key.startsWith(head(form))) return false;
  return true;
}

/**
 * The taxonomy's category names and each of their parts ("Security", "Databases", "Frameworks",
 * "Data"), by compactKey: resumes head their groups of skills with these words, so a source label
 * written as one ("@databases", an npm package keyed "databases"; ESCO's "security" under securities)
 * would turn the heading into another thing. Hand-written skills keep theirs ("DevOps", "Accounting").
 */
const HEADINGS = new Set(
  [...new Set(hand.map((s) => s.category))].flatMap((c) => [c, ...c.split(/\s*&\s*/)]).map(compactKey),
);

/** For addConcept: no label of the concept is read in free text. */
const listOnly = () => false;

/**
 * Adds one source concept: its labels (first = preferred) that pass the rules. When a label is
 * already known (hand-written or an earlier source), the other labels join that entry as aliases;
 * otherwise the concept becomes a new entry of `category`. `readInProse` says which labels free text
 * reads too (by default those written like a name, freeTextForm); the others are skills-list forms only.
 * Returns the entry the concept reached, if any.
 */
function addConcept(labels, category, source, readInProse = freeTextForm) {
  let kept = [];
  for (const label of labels) {
    const why = notASkill(label, occupations);
    if (why) drop(why);
    else kept.push(label.trim().replace(/\s+/g, ' '));
  }
  if (kept.length === 0) return undefined;
  const existing = kept.map((l) => byKey.get(compactKey(l))).find(Boolean);
  // "Back end" names the hand-written Backend Development, but written alone ("Backend", "Frontend")
  // it heads a group of skills in resumes, which is not a skill: such a source concept is left out.
  if (!existing && byKey.get(`${compactKey(kept[0])}development`)?.hand) {
    drop('heading of a hand-written practice');
    return undefined;
  }
  // A concept whose own name is new reaches a known entry only through one of its other labels
  // ("mathematics" through "numeracy", Logical Reasoning's alias; "neonatology" through Pediatrics's
  // "neonatal care"): that label says the two overlap, not that the concept is that skill, so its
  // name would otherwise be dropped as an unrelated alias and the concept lost. It is a skill of its
  // own, named by its preferred label and those other labels that are spellings of it (notAVariant:
  // not the products or examples a class files under it, "ImageMagick" under "graphics editor
  // software") and not known yet; unless its name is a shorter or longer spelling of the entry's ("Next"
  // of Next.js, "Microservice"), which joins the entry as below.
  if (existing && category && ownConcept(existing, kept[0])) {
    const [name, ...others] = kept;
    kept = [name, ...others.filter((l) => !knownSpelling(l) && notAVariant(l, name) === null)];
    stats.splitFromAlias++;
    return addConcept(kept, category, source, readInProse);
  }
  if (existing) {
    let any = false;
    for (const label of kept) {
      if (byKey.has(compactKey(label)) || HEADINGS.has(compactKey(label))) continue;
      if (!related(existing, label)) {
        drop('unrelated alias');
        continue;
      }
      register(existing, label);
      (readInProse(label) ? existing.text : existing.list).push(label);
      any = true;
    }
    if (any) stats.merged++;
    return existing;
  }
  if (!category) {
    stats.uncategorised++;
    return undefined;
  }
  // A category heading still finds the entry a concept joins (above), but is no form of a new one.
  kept = kept.filter((label) => !HEADINGS.has(compactKey(label)));
  if (kept.length === 0) {
    drop('category heading');
    return undefined;
  }
  // ESCO writes knowledge labels in lower case ("criminal law"); reports show names capitalised.
  // Brand titles and commands are already written as their makers write them ("iTerm2", "htop", "rsync").
  const name =
    source === 'simpleicons' || source === 'awesome' || source === 'devicon' || source === 'tldr'
      ? kept[0]
      : kept[0].charAt(0).toUpperCase() + kept[0].slice(1);
  const entry = { name, category, hand: false, source, text: [], list: [], forms: new Set() };
  for (const label of kept) {
    if (!register(entry, label)) continue;
    (readInProse(label) ? entry.text : entry.list).push(label === kept[0] ? name : label);
  }
  entries.push(entry);
  stats.added++;
  return entry;
}

// The words ESCO writes in lower case in its labels: ordinary words, not names (commonWord).
const vocabulary = new Set();
for (const row of esco)
  for (const label of [row.preferredLabel, ...row.altLabels.split('\n')])
    for (const w of label.split(/\s+/)) if (/^\p{Ll}+$/u.test(w)) vocabulary.add(w);

// ---- O*NET technology skills: named products, by commodity class ----
// Vendors: the first one or two words of at least three multi-word product names ("Microsoft",
// "Red Hat").
const prefixes = new Map();
for (const row of onet) {
  const w = row.Example.trim().split(/\s+/);
  for (let k = 1; k <= 2 && k < w.length; k++) {
    const prefix = w.slice(0, k).join(' ');
    prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
  }
}
const vendorLength = (words) =>
  words.length > 2 && (prefixes.get(words.slice(0, 2).join(' ')) ?? 0) >= 3
    ? 2
    : words.length > 1 && (prefixes.get(words[0]) ?? 0) >= 3
      ? 1
      : 0;
// Acronyms O*NET spells out before them ("Simple mail transfer protocol SMTP"), with how many different
// expansions each has: "ATS" is an Automated Targeting System and an Athletic Trainer System.
const expansionsOf = new Map();
for (const row of onet) {
  const spelled = spelledAcronym(row.Example);
  if (!spelled) continue;
  const set = expansionsOf.get(spelled.acronym) ?? new Set();
  set.add(spelled.expansion.toLowerCase());
  expansionsOf.set(spelled.acronym, set);
}
for (const row of [...onet].sort(
  (a, b) => Number(b.Occupations) - Number(a.Occupations) || (a.Example < b.Example ? -1 : 1),
)) {
  const example = row.Example.trim();
  if (genericSoftware(example)) {
    drop('generic software');
    continue;
  }
  // A protocol or language spelled out before its acronym is written either way, and by the acronym
  // most ("Simple mail transfer protocol SMTP" is SMTP, "Virtual Router Redundancy Protocol VRRP" is
  // VRRP): unless the acronym is an English word or stands for several things ("ATS"). Other spelled-out
  // names ("Consular Consolidated Database CCD") keep the whole example: their acronyms name other
  // things ("CCD", an image sensor).
  const spelled = spelledAcronym(example);
  if (spelled && /\b(protocol|language|interface|graphics|syndication|layer)$/i.test(spelled.expansion)) {
    const { expansion, acronym } = spelled;
    const plainAcronym =
      (expansionsOf.get(acronym)?.size ?? 0) === 1 &&
      !wordNetLemmas.has(acronym.toLowerCase()) &&
      !vocabulary.has(acronym.toLowerCase());
    if (plainAcronym) {
      // Linguist, read later, calls "APL" and "IDL" programming languages: so do they here.
      const category = linguist.some((l) => l.type === 'programming' && l.name === acronym)
        ? 'Programming Languages'
        : (COMMODITY_CATEGORY[row['Commodity Title']] ??
          keywordCategory([expansion]) ??
          'Office & Productivity');
      addConcept([acronym, expansion], category, 'onet');
      continue;
    }
  }
  const category =
    COMMODITY_CATEGORY[row['Commodity Title']] ?? keywordCategory([example]) ?? 'Office & Productivity';
  const labels = [example];
  // "Atlassian JIRA" is also written "JIRA": the vendor (the first word of at least three products) is
  // dropped when what remains still reads as a product name.
  const words = example.split(/\s+/);
  const vendor = vendorLength(words);
  if (vendor > 0) {
    const rest = words.slice(vendor);
    const restLabel = rest.join(' ');
    // Not when what remains is an ordinary phrase, every word one ESCO writes in lower case, that no
    // skill has yet: "Strategy Management" (Experian), "Building Systems" (Autodesk), "Manufacturing
    // Scheduling" (Oracle) name practices in a skills list, not the vendor's product. (A phrase a skill
    // already has, "Crystal Reports", still takes "SAP Crystal Reports" to it.)
    // One word too, lowercased as the lexicon keys it: "ProFile" (Cerner) would be "Profile".
    const ordinary = rest.every((w) => vocabulary.has(w.toLowerCase())) && !byKey.has(compactKey(restLabel));
    if (!ordinary && (rest.length > 1 || freeTextForm(restLabel) || /^[A-Z][A-Z0-9]{2,}$/.test(restLabel)))
      labels.push(restLabel);
    else if (ordinary) drop('vendor product whose name is an ordinary phrase');
  }
  addConcept(labels, category, 'onet');
}

// ---- O*NET content model: skills and knowledge areas ----
// The Skills (2.A, 2.B) and Knowledge (2.C) elements every O*NET occupation is rated on ("Reading
// Comprehension", "Equipment Maintenance", "Foreign Language"). One-word names ("Monitoring",
// "Installation", "Design") head whole areas and "A and B" names ("Sales and Marketing") join two
// skills a skills list names apart, so only names of two words or more without "and" are taken, as
// skills-list entries of their keyword category, else Engineering & Manufacturing for the technical
// skills (2.B.3: "Equipment Selection") and Soft Skills for the others; knowledge elements without one
// are left out.
for (const row of tsv('onet-content-model.tsv.gz')) {
  const name = row['Element Name'].trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.includes('and')) {
    drop('onet element that is a word or joins two');
    continue;
  }
  const id = row['Element ID'];
  const category =
    keywordCategory([name]) ??
    (id.startsWith('2.C') ? null : id.startsWith('2.B.3') ? 'Engineering & Manufacturing' : 'Soft Skills');
  addConcept([name], category, 'onet', listOnly);
}

/**
 * Whether the entry a source concept will reach (addConcept) is the concept itself, so that one of its
 * spellings may be expected to find it: an existing entry that has or takes the concept's preferred
 * label (`names`), or a new entry named by a spelling of it. Not so for a concept that reaches another
 * entry through one of its alternative labels ("hazardous materials transportation" reaches Alternative
 * Dispute Resolution through "ADR", and its own labels are then dropped as unrelated), nor for one
 * whose preferred label is dropped and whose new entry is named by a member ("types of waste
 * collection vehicles" would be named "rear loaders").
 */
function ownEntry(labels, names, preferred, category) {
  const kept = labels.filter((l) => !notASkill(l, occupations));
  if (kept.length === 0) return false;
  const target = kept.map((l) => byKey.get(compactKey(l))).find(Boolean);
  if (target)
    return names.some(
      (n) =>
        !notASkill(n, occupations) &&
        (byKey.get(compactKey(n)) === target || (!byKey.has(compactKey(n)) && related(target, n))),
    );
  if (!category || byKey.get(`${compactKey(kept[0])}development`)?.hand) return false;
  return !notAVariant(kept[0], preferred);
}

// The header of the held-out fixture: what it is and the rule that draws it.
const HELD_OUT_ABOUT =
  'ESCO v1.1.1 alternative labels (CC BY 4.0, © European Union) that scripts/build-taxonomy.mjs keeps OUT of the taxonomy, each with the skill of its concept expected: spellings the lexicon never saw. Generated; do not edit.';
const HELD_OUT_RULE =
  'Of every ESCO knowledge concept that gets a report category and has at least four alternative labels that pass notASkill, one label is held out: among those that are spellings of the concept by notAVariant (scripts/taxonomy/rules.mjs: they share a content word with the preferred label, after American spelling, singular and word stems, or one holds the initials of the other; not when the preferred label lists kinds of things, when the label adds a capitalised name to a lower-case class, or when it is one word of several) and are not yet in the lexicon, the one at index sha1(preferred label) mod their count. Only when the entry the concept reaches is the concept itself (ownEntry: it has or takes the preferred label, or is a new entry named by a spelling of it); otherwise nothing is held out. Labels a later source (Linguist, Explore) adds to the taxonomy are dropped.';

// ---- ESCO: knowledge concepts (skill/competence concepts are tasks written as verb phrases) ----
const heldOut = [];
const hashOf = (s) => createHash('sha1').update(s).digest().readUInt32BE(0);
for (const row of [...esco].sort((a, b) => (a.preferredLabel < b.preferredLabel ? -1 : 1))) {
  if (row.skillType !== 'knowledge') {
    drop('competence (verb phrase)');
    continue;
  }
  const preferred = row.preferredLabel.trim();
  const alts = row.altLabels
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s && s !== preferred);
  const programming = /\s*\(computer programming\)$/.exec(preferred);
  const labels = [];
  if (programming) {
    labels.push(preferred.slice(0, programming.index));
  }
  labels.push(preferred);
  const category = programming ? 'Programming Languages' : keywordCategory([preferred, ...alts]);
  // Hold one alternative label out of the taxonomy for the recognition benchmark: of a concept with
  // at least four usable alternative labels, one of those that are spellings of the concept (not a
  // product or an example filed under it: notAVariant), chosen by a hash of the preferred label.
  const usable = alts.filter((a) => !notASkill(a, occupations) && compactKey(a) !== compactKey(preferred));
  const variants = usable.filter((a) => !byKey.has(compactKey(a)) && !notAVariant(a, preferred));
  let held =
    category && usable.length >= 4 && variants.length > 0
      ? variants[hashOf(preferred) % variants.length]
      : undefined;
  const names = [...labels];
  // A concept that lists kinds of things ("scaffolding components") files its members as alternative
  // labels: one that is one ordinary word ("standard", "board", "pole") is no name of the concept.
  const members = notAVariant('', preferred) === 'member of a list';
  for (const a of alts)
    if (a !== held && !(members && !/\s/.test(a) && vocabulary.has(a.toLowerCase()))) labels.push(a);
  // Only when the skill the concept reaches is the concept itself (ownEntry); otherwise the label is
  // kept in the taxonomy like the others.
  if (held && !ownEntry(labels, names, preferred, category)) {
    held = undefined;
    labels.splice(names.length, labels.length, ...alts);
  }
  // Concepts the keyword rules leave out may still be placed by subject ("analytical chemistry",
  // "mathematics") or, written capitalised as ESCO writes only names, as a named product ("ObjectStore",
  // "ABBYY FineReader"). They hold no label out (held needs a keyword category), so the held-out
  // benchmark keeps its concepts.
  const placed =
    category ??
    subjectCategory([preferred, ...alts]) ??
    (namedProduct(preferred) ? 'Software Development' : null);
  const entry = addConcept(labels, placed, 'esco');
  if (held && entry && !byKey.has(compactKey(held))) heldOut.push({ label: held, expected: entry.name });
}
/** The held-out labels' keys: the steps that add forms by hand or translation skip them. */
const heldOutKeys = new Set(heldOut.map((h) => compactKey(h.label)));

// ---- ESCO: activities named by skill/competence concepts ----
// ESCO writes competences as verb phrases, and most name a task ("use welding equipment"); those whose
// verb only says the activity is done ("conduct physical examinations", "perform stock valuation")
// name the activity itself, which skills lists write as a noun phrase ("Physical Examination"). The
// alternative label that spells it (competenceActivity) becomes a skills-list entry of the category
// its keywords give; concepts without one are left out.
for (const row of [...esco].sort((a, b) => (a.preferredLabel < b.preferredLabel ? -1 : 1))) {
  if (row.skillType === 'knowledge') continue;
  const alts = row.altLabels
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  const label = competenceActivity(row.preferredLabel, alts, occupations);
  if (!label) continue;
  const category = keywordCategory([row.preferredLabel, ...alts]);
  if (!category) {
    drop('esco activity without a category');
    continue;
  }
  addConcept([label], category, 'esco', listOnly);
}

/** OpenAlex's concepts (id, level, name, parents): its fields below, and the disciplines read in prose. */
const openAlexConcepts = tsv('openalex-concepts.tsv.gz');

// ---- OpenAlex: fields of study and practice ----
// OpenAlex's concepts (levels 0 to 2 of its tree: "Philosophy" > "Epistemology" > "Theodicy") name what
// scholarly works are about; those named as a discipline or a practice (openAlexField: "Spectroscopy",
// "Business administration", "Radiation therapy") are what a skills list names as a field of knowledge.
// Added after ESCO and O*NET, so a field they know keeps their name, as skills-list entries of their
// keyword or subject category, else of their root field's (OPENALEX_ROOT_CATEGORY, through the first
// parent in the tree).
{
  const byId = new Map(openAlexConcepts.map((row) => [row.id, row]));
  const rootOf = (row) => {
    let at = row;
    while (at && at.level !== '0') at = byId.get(at.parents.split(';')[0]);
    return at?.name;
  };
  // A field of several words that start as those of a known form ("Behaviour therapy" for Behavioural
  // therapy, "Package design" for Packaging Design, "General chemistry" for Chemistry) is another
  // spelling of it, which the skills-list reader already takes to that skill (loose.ts): as a skill of
  // its own it would split the two. (One word is compared whole: "Econophysics" is not Economics.)
  // Two words are one spelling when they share their first five letters and differ only in endings of up
  // to four letters, or one adds up to five ("behaviour"/"behavioural", "package"/"packaging",
  // "transport"/"transportation"; not "transformative"/"transfer" nor "psychology"/"psychiatry").
  const wordsOf = (label) =>
    label
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w && w !== 'general');
  const stems = (label) =>
    wordsOf(label)
      .map((w) => w.slice(0, 5))
      .join(' ');
  const sameWord = (a, b) => {
    let common = 0;
    while (common < a.length && a[common] === b[common]) common++;
    const [restA, restB] = [a.length - common, b.length - common];
    const endings =
      (restA <= 4 && restB <= 4) || (Math.min(restA, restB) === 0 && Math.max(restA, restB) <= 5);
    return common >= Math.min(5, a.length, b.length) && endings;
  };
  const knownByStem = new Map();
  for (const label of entries.flatMap((e) => [e.name, ...e.text, ...e.list])) {
    const stem = stems(label);
    const known = knownByStem.get(stem);
    if (known) known.push(label);
    else knownByStem.set(stem, [label]);
  }
  const spellsKnown = (name) =>
    (knownByStem.get(stems(name)) ?? []).some((label) => {
      const [a, b] = [wordsOf(name), wordsOf(label)];
      return a.length === b.length && a.every((w, i) => sameWord(w, b[i]));
    });
  // OpenAlex files British and American spellings as two concepts ("Behavioural economics",
  // "Cardiac catheterisation"): the second one is a spelling of the first's skill.
  const american = (name) =>
    name
      .toLowerCase()
      .replace(/is(ation|ations|e|ed|es|ing)\b/g, 'iz$1')
      .replace(/our(al|s|ed|ing)?\b/g, 'or$1');
  const added = new Map();
  for (const row of openAlexConcepts) {
    if (!openAlexField(row.name, rootOf(row), row.level)) {
      drop('openalex concept that is not a field');
      continue;
    }
    // A field named as a known skill with one word more ("Statistical hypothesis testing", "Educational
    // data mining") is a branch of it, which a skills list names by the skill: it would only duplicate it.
    const words = row.name.split(/\s+/);
    if (
      (words.length > 1 && spellsKnown(row.name)) ||
      (words.length > 2 && words.some((_, i) => byKey.has(compactKey(words.toSpliced(i, 1).join(' ')))))
    ) {
      drop('openalex field that spells or branches a known skill');
      continue;
    }
    const category =
      keywordCategory([row.name]) ?? subjectCategory([row.name]) ?? OPENALEX_ROOT_CATEGORY[rootOf(row)];
    const spelt = added.get(american(row.name));
    if (spelt) {
      if (register(spelt, row.name)) spelt.list.push(row.name);
      continue;
    }
    const entry = addConcept([row.name], category, 'openalex', listOnly);
    if (entry) added.set(american(row.name), entry);
  }
  // The level-1 fields the copy lacks for want of a root in its tree (SOURCES.md), with the root
  // OpenAlex files each under: fields by OpenAlex's own tree, like the others of their level.
  for (const [name, root] of [
    ['Algebra', 'Mathematics'],
    ['Topology', 'Mathematics'],
    ['Calculus', 'Mathematics'],
    ['Ceramic materials', 'Materials science'],
    ['Pattern recognition', 'Computer science'],
    ['Analytical chemistry', 'Chemistry'],
    ['Control theory', 'Mathematics'],
    ['Hydrology', 'Environmental science'],
  ])
    addConcept(
      [name],
      keywordCategory([name]) ?? subjectCategory([name]) ?? OPENALEX_ROOT_CATEGORY[root],
      'openalex',
      listOnly,
    );
}

// ---- Linguist: programming and markup languages with their aliases ----
// Data formats and prose types are left out (file formats, not skills); aliases under three
// characters ("sh", "rb") are file-extension shorthands, not names people write, and aliases that ESCO
// writes as ordinary words ("console" for ShellSession, "man" for Roff, "gas" for Unix Assembly) name
// other things in a skills list.
for (const row of linguist) {
  if (row.type !== 'programming' && row.type !== 'markup') {
    drop('linguist data or prose type');
    continue;
  }
  const aliases = row.aliases
    ? row.aliases.split('|').filter((a) => a.length >= 3 && !commonWord(a, vocabulary))
    : [];
  addConcept(
    [row.name, ...aliases],
    row.type === 'programming' ? 'Programming Languages' : 'Software Development',
    'linguist',
  );
}

// ---- GitHub Explore topics: named technologies with their aliases ----
// A topic counts as a technology only when its description defines it as one ("MQTT is a lightweight,
// publish-subscribe messaging protocol"); topics about games, fandoms, events, companies or general
// subjects ("Marketing is the process...") do not.
for (const row of explore) {
  const [name, ...spelledOut] = parentheticalNames(row.display_name);
  // Also a topic whose description is a noun phrase naming a technology ("A tool for dependency
  // management in PHP.") or that Devicon lists, when its name is not an ordinary word ("Source", "Primer").
  const definedByName = technologyDefinition(name, row.short_description);
  const defined =
    definedByName ||
    ((technologyApposition(name, row.short_description) ||
      (inDevicon(row.topic) &&
        !notTechnologyDescription(row.short_description) &&
        !/disambiguation/i.test(row.display_name))) &&
      !commonWord(name, vocabulary));
  if (!defined) {
    drop('explore topic that is not a technology');
    continue;
  }
  // Aliases are topic slugs; only one-word ones ("discordapp", "golang") are spellings of the name,
  // and not ordinary words: Bukkit's topic also gathers "paper" (a fork of it). Netflix's says "none".
  const aliases = row.aliases.split(',').map((a) => a.trim());
  const slugs = [row.topic, ...aliases.filter((a) => a !== 'none' && !commonWord(a, vocabulary))].filter(
    (a) => a && !a.includes('-') && a.length >= 3,
  );
  const category = keywordCategory([row.short_description]) ?? 'Software Development';
  // Topics kept on the weaker evidence are recognised only as skills-list entries: "V8" (a Devicon
  // name) is also an engine in a mechanic's resume.
  addConcept([name, ...spelledOut, ...slugs], category, 'explore', definedByName ? freeTextForm : listOnly);
}

// ---- English words, for the name sources below ----
// Product names are often English words ESCO has no use for ("Runtime", "Passport", "Waitress"): a
// one-word name is also an ordinary word when GitHub Explore's descriptions or O*NET's occupation
// titles write it in lower case.
const proseWords = new Set();
// (Not the awesome lists' own descriptions: they name other libraries in lower case, "ninja", "libuv".)
for (const text of [...explore.map((row) => row.short_description), ...occupations])
  for (const w of text.split(/[^\p{L}]+/u)) if (/^\p{Ll}+$/u.test(w)) proseWords.add(w);
/** An ordinary word by either word list: ESCO's lower-case words or those of prose (proseWords). */
const ordinaryWord = (name) => commonWord(name, vocabulary) || commonWord(name, proseWords);
/** An English word by those lists or WordNet's ("Moment", "Passport"): no name for a product alone. */
const englishWord = (name) => ordinaryWord(name) || wordNetLemmas.has(name.toLowerCase());
/** englishWord, or the plural of one: WordNet keeps its words singular ("slides", "buckets"). */
const englishWordOrPlural = (name) => englishWord(name) || englishWord(name.replace(/s$/, ''));
/**
 * For addConcept: a name of the brand and tool lists below is read in free text too when it is one word
 * written like a product (freeTextForm: "WebdriverIO", "GStreamer", "Notepad++", "MicroPython") that
 * no word list has in lower case: free text matches words in any case, so "mINI" and "MeTA" would be
 * every "Mini" and "Meta". Other names (plain words, several words: "Google Messages", "Dynamic Data")
 * name brands, employers and libraries alike there, and are read only as skills-list entries.
 */
const productWord = (label) => {
  const lower = label.trim().toLowerCase();
  return (
    !/\s/.test(lower) &&
    freeTextForm(label) &&
    !vocabulary.has(lower) &&
    !proseWords.has(lower) &&
    !wordNetLemmas.has(lower)
  );
};

// ---- Simple Icons: brand names of software, services and products ----
// The list names brands of every kind (airlines and carmakers beside editors and chat apps), so its
// labels are recognised in free text, where a company named as an employer would read as a skill, only
// when written like a product (productWord: "OpenSSL", "MediaPipe", "Notepad++"), else only as whole
// entries of a skills list. A one-word title that ESCO writes as an ordinary
// lowercase word ("Shell", "Make", "Progress") is a common word, not a name: left out unless it is
// written like a product name ("VSCodium", "H2O").
// A software vendor is a name that is the first word of eight skills or more the sources above name
// ("Google", "Microsoft", "Cloudflare"), and no word of WordNet's or of prose ("Open", "Visual", "Red",
// "American": ESCO's lower-case words are no test here, it writes "google analytics"): a brand titled
// with it and a product's name ("Google Chat", "Cloudflare Pages") is that vendor's product, wherever
// its logo comes from.
const vendorWords = (() => {
  const counts = new Map();
  for (const entry of entries) {
    const [first, ...rest] = entry.name.split(' ');
    if (rest.length > 0 && /^\p{Lu}/u.test(first)) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const word = (w) => wordNetLemmas.has(w.toLowerCase()) || proseWords.has(w.toLowerCase());
  return new Set([...counts].filter(([first, n]) => n >= 8 && !word(first)).map(([first]) => first));
})();
for (const row of icons) {
  // Cloud providers draw their logos on their own sites ("www.vultr.com"); Libcloud and lego vouch for them.
  // A project's own ".org" or ".io" vouches less than a forge: its name must not be an English word
  // either ("Passport", "Dash" are WordNet's words; "Bit", "Fig": a short word in lower case).
  const ownHome =
    projectHome(row.title, row.source_host) &&
    !wordNetLemmas.has(row.title.toLowerCase()) &&
    !/^\p{Lu}?\p{Ll}{1,2}$/u.test(row.title);
  const [first, ...rest] = row.title.split(' ');
  const vendorProduct = rest.length > 0 && vendorWords.has(first);
  if (
    !softwareSource(row.source_host) &&
    !ownHome &&
    !vendorProduct &&
    !providers.has(compactKey(row.title))
  ) {
    drop('simple icons brand that is not a software project');
    continue;
  }
  if (commonWord(row.title, vocabulary)) {
    drop('simple icons title that is a common word');
    continue;
  }
  const aliases = row.aliases ? row.aliases.split('|').filter((a) => !commonWord(a, vocabulary)) : [];
  const category = keywordCategory([row.title]) ?? 'Software Development';
  addConcept([row.title, ...aliases], category, 'simpleicons', productWord);
}

// ---- awesome lists: libraries and tools of C++, .NET, Node.js, Python, JavaScript and Android ----
// Curated lists name one library or tool per entry with a one-line description ("doctest - The
// lightest feature rich C++ single header testing framework", "RavenDB - A LINQ-enabled document
// database for .NET"). Sections of reading and links are left out (awesomeEntry), and so are names
// that are ordinary words ("Chalk", "Ora"); names are kept as the list writes them ("pg-promise") and
// recognised only as whole entries of a skills list, or in free text too when written like a product
// (productWord: "WebdriverIO", "GStreamer"). A name already known adds nothing.

// The one entry whose name starts with the word `first` ("Boost C++ Libraries" for "Boost"), if only one does.
function namedFirst(first) {
  const key = compactKey(first);
  const found = entries.filter((e) => compactKey(e.name.split(/\s+/)[0]) === key);
  return found.length === 1 ? found[0] : undefined;
}
const WORDED_LISTS = new Set(['javascript', 'android']);
for (const row of awesome) {
  const why = awesomeEntry(row.section, row.name, row.description, occupations);
  if (why) {
    drop(why);
    continue;
  }
  // As the lexicon keys it, too: "@databases" is keyed "databases", an ordinary word. The JavaScript
  // and Android lists name many small libraries after a word ("moment", "Strut", "derby", "Scalpel"),
  // which a skills list writes in its own sense: there a one-word name WordNet has is a word too,
  // unless written like a product ("doT", "Brain.js"). Not in the other lists, whose worded names
  // are tools people list ("bandit", "Twisted", "Mono").
  if (
    ordinaryWord(row.name) ||
    ordinaryWord(row.name.replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}+#]+$/gu, '')) ||
    (WORDED_LISTS.has(row.list) &&
      /^\p{L}+$/u.test(row.name) &&
      !freeTextForm(row.name) &&
      englishWordOrPlural(row.name))
  ) {
    drop('awesome list name that is a common word');
    continue;
  }
  // "Boost.Test", "Dapper.FastCRUD", "ServiceStack.OrmLite": a part or extension of a product the
  // taxonomy knows is written for that product (as the survey's labelling reads "GitHub Discussions"),
  // so it joins it; ports named after a platform ("Handlebars.Net", "Sinon.JS") are products of their own.
  const owner = awesomeOwner(row.name);
  const known = owner && (byKey.get(compactKey(owner)) ?? namedFirst(owner));
  if (known && !byKey.has(compactKey(row.name))) {
    register(known, row.name);
    known.list.push(row.name);
    stats.merged++;
    continue;
  }
  // awesome-code-ai also names some entries by a description ("Internal Google model", "Obsidian copilot
  // auto completion": three words or more, a lowercase word after the first) or with an emoji ("Parsel 🐍").
  if (
    row.list === 'codeai' &&
    (/[^\p{L}\p{N}\s.+#/-]/u.test(row.name) ||
      row.name.split(/\s+/).some((w, i, ws) => ws.length >= 3 && i > 0 && /^\p{Ll}+$/u.test(w)))
  ) {
    drop('awesome list entry named by a description');
    continue;
  }
  const category = row.list === 'codeai' ? 'Software Development' : awesomeCategory(row.section);
  addConcept([row.name], category, 'awesome', productWord);
}

// ---- short names of products named after their kind ----
// "Drizzle ORM", "Spyder IDE", "Godot Engine" are written "Drizzle", "Spyder", "Godot" in skills lists:
// the first word alone joins the entry (list only) when it is a name, not an ordinary word (commonWord:
// "Testing Library", "Play Framework" keep theirs), and no other skill's name starts with it
// ("Phoenix Framework" beside O*NET's "Phoenix Integration ModelCenter" keeps its full name).
{
  const firstWords = new Map();
  for (const e of entries) {
    const first = compactKey(e.name.split(/\s+/)[0]);
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  for (const e of entries) {
    // Not for the awesome lists' libraries: their first words are as often adjectives ("Diligent
    // Engine", "Helix Toolkit"), and a skills list that says "Diligent" means the trait.
    if (e.source === 'awesome') continue;
    const short = productShortName(e.name);
    if (!short || byKey.has(compactKey(short)) || firstWords.get(compactKey(short)) !== 1) continue;
    if (commonWord(short, vocabulary) || occupations.has(short.toLowerCase())) continue;
    register(e, short);
    e.list.push(short);
    stats.shortNames = (stats.shortNames ?? 0) + 1;
    if (process.env.SHOW_SHORT) console.error(`${short} -> ${e.name}`);
  }
}

// ---- JavaScript libraries written without ".js" ----
// "Sinon.JS", "Cytoscape.js", "Babylon.js" are written "Sinon", "Cytoscape", "Babylon" in skills lists:
// the name without its suffix joins the entry (list only) when it has four letters or more and is no
// ordinary word ("Moment", "Underscore", "Objection", "Keystone" keep their suffix: ESCO's, prose's or
// a WordNet lemma) nor another skill's form.
for (const e of entries) {
  const stem = /^(\p{L}[\p{L}\d]{3,})\.?js$/iu.exec(e.name)?.[1];
  // A plural is the word too ("slidesJs" is no "Slides").
  if (
    !stem ||
    byKey.has(compactKey(stem)) ||
    englishWordOrPlural(stem) ||
    occupations.has(stem.toLowerCase())
  )
    continue;
  register(e, stem);
  e.list.push(stem);
  stats.jsStems = (stats.jsStems ?? 0) + 1;
}

// ---- product names written without their vendor ----
// O*NET and ESCO name products with their vendor ("ABBYY FineReader", "Bare Bones Software BBEdit"),
// which skills lists leave out ("FineReader", "BBEdit"): a last word written like a name
// (productTailName) joins its entry as a list-only alias when no other skill's name ends with it, it is
// not yet a form and not an ordinary word.
{
  const lastWords = new Map();
  for (const e of entries) {
    const words = e.name.split(/\s+/);
    const last = compactKey(words[words.length - 1]);
    lastWords.set(last, (lastWords.get(last) ?? 0) + 1);
  }
  for (const e of entries) {
    if (e.source !== 'onet' && e.source !== 'esco') continue;
    const tail = productTailName(e.name);
    if (!tail || byKey.has(compactKey(tail)) || lastWords.get(compactKey(tail)) !== 1) continue;
    if (vocabulary.has(tail.toLowerCase()) || occupations.has(tail.toLowerCase())) continue;
    register(e, tail);
    e.list.push(tail);
    stats.tailNames = (stats.tailNames ?? 0) + 1;
  }
}

// ---- Devicon: names of developer technologies ----
// Devicon (MIT) draws icons only for developer technologies, so a name it lists that no source above
// has yet, under any spelling, is a skill ("mattermost", "nano", "radstudio"), recognised only as a whole
// skills-list entry unless written like a product (productWord: "Knockout.js", "FileZilla").
// Not its icons of companies and websites (NOT_TECHNOLOGY_TAGS), nor names that are ordinary words
// ("foundation", "rider", "polygon"). The name is written as Simple Icons writes the brand ("Bun",
// "GCC"), else as an alternative name with the same letters and capitals or spaces ("RAD Studio",
// "pfSense", "materialize css"), else as Devicon's own name ("nano").
const iconTitles = new Map(icons.map((row) => [compactKey(row.title), row.title]));
for (const row of tsv('devicon.tsv.gz')) {
  const tagList = row.tags.split('|');
  if (tagList.some((t) => NOT_TECHNOLOGY_TAGS.has(t) || t === 'company')) {
    drop('devicon icon that is not a technology');
    continue;
  }
  const alts = row.altnames ? row.altnames.split('|').filter(Boolean) : [];
  const key = compactKey(row.name);
  const spelled = alts.filter((a) => compactKey(a) === key && a !== row.name);
  const name =
    iconTitles.get(key) ??
    spelled.find((a) => /\p{Lu}/u.test(a)) ??
    spelled.find((a) => /\s/.test(a)) ??
    row.name;
  // A name a source above already has, under any of its spellings, adds nothing: its other spellings
  // are not always the same thing ("djangorest" is not Django), so they do not join it either.
  // Devicon writes JavaScript projects with a "js" suffix the projects leave out ("denojs" is Deno).
  const bare = row.name.replace(/js$/, '');
  if ([row.name, bare, ...alts].some((l) => byKey.has(compactKey(l)))) {
    // Except that Devicon names a known "<Name> <kind>" product by its short name ("phoenix", with
    // the alternative name "Phoenix Framework"): the short name joins it (productShortName; the short-name
    // pass below leaves it out when another skill's name starts with it, O*NET's "Phoenix Integration
    // ModelCenter", but Devicon says which one it stands for), unless it is an ordinary word or a form.
    const full = alts.find((a) => compactKey(productShortName(a) ?? '') === key);
    const known = full && byKey.get(compactKey(full));
    if (known && !byKey.has(key) && compactKey(known.name) === compactKey(full) && !ordinaryWord(row.name)) {
      register(known, productShortName(full));
      known.list.push(productShortName(full));
      stats.merged++;
      continue;
    }
    drop('devicon name already known');
    continue;
  }
  // "Red Hat": the first words of three or more O*NET products name their vendor, a company.
  if ((prefixes.get(name) ?? 0) >= 3) {
    drop('devicon name that is a vendor');
    continue;
  }
  // A JavaScript project named by an ordinary word is written with its ".js" ("knockout", also
  // "knockoutjs", is Knockout.js; "passport" Passport.js): named so, without the bare word.
  const jsAlts = alts.filter((a) => compactKey(a) === `${key}js`);
  if (ordinaryWord(name) && jsAlts.length > 0 && name.length >= 3) {
    const jsName = `${name[0].toUpperCase()}${name.slice(1)}.js`;
    if (!byKey.has(compactKey(jsName)))
      addConcept([jsName, ...jsAlts], 'Frameworks & Libraries', 'devicon', productWord);
    else drop('devicon name already known');
    continue;
  }
  if (ordinaryWord(name) || name.length < 3) {
    drop('devicon name that is a common word');
    continue;
  }
  const words = alts.filter((a) => !ordinaryWord(a));
  const tags = row.tags.toLowerCase();
  const category = /\b(framework|library)\b/.test(tags)
    ? 'Frameworks & Libraries'
    : /\bdatabase\b/.test(tags)
      ? 'Databases'
      : 'Software Development';
  addConcept([name, ...words], category, 'devicon', productWord);
}

/** Whether a word is the start of a longer word ESCO writes in lower case ("config" of "configuration"). */
function clippedWord(word) {
  const lower = word.toLowerCase();
  for (const w of vocabulary) if (w.length > lower.length && w.startsWith(lower)) return true;
  return false;
}

// ---- tldr-pages: command-line tools ----
// Each page is a command's manual in brief, so its command is a tool a skills list may name ("rsync",
// "kubectl", "sendmail", "kate"): recognised only as a whole skills-list entry, after the sources above
// (a command they know keeps their name and category). Not subcommands, aliases, cmdlets, two-letter
// abbreviations, the commands of one suite (a link host several pages share that is no man-page site or
// forge: Netpbm's converters, PostgreSQL's client programs) nor English words (tldrTool); a description
// that starts with the tool's own name ("Apache Ant: ...") names it.
{
  const pages = tsv('tldr-commands.tsv.gz');
  const pagesByHost = new Map();
  for (const row of pages) pagesByHost.set(row.host, (pagesByHost.get(row.host) ?? 0) + 1);
  // A personal name ("watson", "shelly", "kate": faker's English first and last names, MIT) is, written
  // in a skills list, more often another product of that name ("Watson" of IBM Watson) than the command.
  const { person } = allLocales.en;
  const personalNames = new Set(
    [...flat(person.first_name), ...flat(person.last_name)].map((n) => n.toLowerCase()),
  );
  // A command named as the last word of a product a source above has ("codex" of OpenAI Codex,
  // "thunderbird" of Mozilla Thunderbird, "impala" of Cloudera Impala) is that product or another of
  // its name: no skill of its own.
  const productWords = new Set();
  for (const entry of entries)
    for (const form of [entry.name, ...entry.text, ...entry.list]) {
      const words = form.toLowerCase().split(/\s+/);
      if (words.length > 1) productWords.add(words[words.length - 1]);
    }
  const seen = new Set();
  for (const row of pages) {
    if (seen.has(row.command)) continue;
    seen.add(row.command);
    const tool = tldrTool(
      row.command,
      row.description,
      tldrSuiteHost(row.host, pagesByHost.get(row.host)),
      (word) => englishWord(word) || personalNames.has(word.toLowerCase()),
    );
    if (typeof tool === 'string') {
      drop(tool);
      continue;
    }
    if (tool.name === row.command && productWords.has(row.command.toLowerCase())) {
      drop('tldr command named as the last word of a known product');
      continue;
    }
    // Nor a command of a known product, named after it ("gitlab-runner", "ansible-galaxy",
    // "zabbix_agentd"): a skills list names it as that product's ("GitLab Runner" is GitLab's).
    const head = /^([^-_]+)[-_]/.exec(row.command)?.[1];
    if (head && byKey.has(compactKey(head)) && !byKey.has(compactKey(row.command))) {
      drop('tldr command of a known product');
      continue;
    }
    addConcept(tool.labels, keywordCategory([row.description]) ?? 'Software Development', 'tldr', listOnly);
  }
}

// ---- AWS services, named as botocore's service models name them ----
// One skill per service, named without the suffixes that tell apart the API clients of one service
// ("Amazon Lex Runtime V2" and "Amazon Timestream Query" are Amazon Lex and Amazon Timestream;
// awsServiceName), with the full names, abbreviations ("Amazon SNS") and the name without its own
// "Service" ("Amazon Transcribe") as other spellings. Resumes also write the other vendor word ("AWS
// Athena") or none ("Athena", "CodePipeline"): both are skills-list spellings, the bare name only when
// it is not an ordinary word ("Config", "Glue", "Support" are not AWS's). Last, after every other source, so a bare name another
// source has stays that source's ("Polly", the .NET library; "Lex", the lexer generator).
{
  const byName = new Map();
  for (const row of tsv('aws-services.tsv.gz')) {
    const name = awsServiceName(row.name);
    const labels = byName.get(name) ?? new Set([name]);
    labels.add(row.name);
    if (/ Service$/.test(name)) labels.add(name.replace(/ Service$/, ''));
    // An older API name keeps a "Simple" the service has dropped ("Amazon Simple Systems Manager" is
    // AWS Systems Manager).
    if (/ Simple /.test(name)) labels.add(name.replace(/ Simple /, ' '));
    if (row.abbreviation) labels.add(row.abbreviation);
    byName.set(name, labels);
  }
  for (const [name, labels] of [...byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const spellings = new Set(labels);
    const bares = new Set();
    for (const label of labels) {
      const [vendor, ...rest] = label.split(' ');
      const bare = rest.join(' ');
      spellings.add(`${vendor === 'AWS' ? 'Amazon' : 'AWS'} ${bare}`);
      // Not an ordinary phrase ("Service Catalog", "Device Farm": ITIL's and anyone's words), as for
      // O*NET's vendors' products; one word only when written like a product or no English word, nor
      // one clipped ("Config" of configuration).
      if (
        rest.length > 1
          ? !rest.every((w) => vocabulary.has(w.toLowerCase()))
          : freeTextForm(bare) || !(englishWord(bare) || clippedWord(bare))
      )
        bares.add(bare);
    }
    const entry = addConcept([...spellings], keywordCategory([name]) ?? 'Cloud & DevOps', 'aws');
    // The bare name only where it names nothing yet: "Lex" is the lexer generator, "Polly" a .NET
    // library, "Parallel computing" a field.
    if (!entry) continue;
    for (const bare of bares) {
      if (byKey.has(compactKey(bare)) || notASkill(bare, occupations)) continue;
      // Nor a phrase headed by another skill's name: "IoT SiteWise", "IoT Wireless" and the like would
      // make "IoT" (Internet of Things) a vendor's word, so "IoT Core" would no longer read as IoT.
      const head = byKey.get(compactKey(bare.split(' ')[0]));
      if (bare.includes(' ') && head && !/^(Amazon|AWS) /.test(head.name)) continue;
      register(entry, bare);
      entry.list.push(bare);
    }
  }
}

// The forms the two steps below add in other languages: no words of English labels (the WordNet
// synonyms step reads only those).
const otherLanguageForms = new Set();
/**
 * How a form in another language is stored: without its accents, which the app drops from an entry of
 * several words that is not found as written (canonicalSkill); one word is also stored as written,
 * since the app folds no single word ("Informática" is not the product Informatica).
 */
const storedForms = (forms) =>
  new Set(forms.flatMap((f) => (/\s/.test(f.trim()) ? [withoutDiacritics(f)] : [f, withoutDiacritics(f)])));
/** Adds a form in another language as a skills-list form of the entry, unless another skill has it. */
function addOtherLanguageForm(entry, form, source) {
  const known = byKey.get(compactKey(form));
  if (known === entry) return;
  if (known) {
    drop(`${source} another skill has`);
    return;
  }
  register(entry, form);
  entry.list.push(form);
  otherLanguageForms.add(form);
}

// ---- names in other languages, hand-written ----
// resources/taxonomy/translations.json: how skills lists in Spanish, French, German, Portuguese and
// Italian name common skills ("Trabajo en equipo", "Projektmanagement"), by the canonical name of the
// skill each names. Skills-list forms only (storedForms: "Gestión de proyectos" once, without accents, as
// keyboards without them write it; "Comunicación" and "Comunicacion"). A form another skill already has
// stays that skill's. A name no skill has is an error in the file.
{
  const { skills } = JSON.parse(readFileSync(join(root, 'resources/taxonomy/translations.json'), 'utf8'));
  for (const [name, byLanguage] of Object.entries(skills)) {
    const entry = byKey.get(compactKey(name));
    if (!entry || compactKey(entry.name) !== compactKey(name))
      throw new Error(`translations.json: no skill is named ${JSON.stringify(name)}`);
    for (const form of storedForms(Object.values(byLanguage).flat()))
      addOtherLanguageForm(entry, form, 'translation');
  }
}

// ---- names in other languages, from ESCO's Spanish and French labels ----
// esco-skills-es-fr.tsv.gz: a concept's English labels beside its short Spanish and French ones
// ("Hebrew" / "hebreo" / "hébreu"; "project management" / "gestión de proyectos" / "gestion de projet").
// A concept whose English label is a skill above gives that skill its labels in the two languages, as
// skills-list forms only (stored as for the hand-written names); a form another skill has stays that
// skill's, and a one-word form that is an English word ("formation", "volume") is left out: in an
// English list it is the English word.
for (const row of tsv('esco-skills-es-fr.tsv.gz')) {
  const englishLabels = row.english.split('|');
  const entry = englishLabels.map((label) => byKey.get(compactKey(label))).find(Boolean);
  if (!entry) {
    drop('esco translation of a concept that is no skill');
    continue;
  }
  // A label the English ones also write ("JavaScript", "Gujarati") is the English steps' to decide
  // (they may hold it out for the benchmark or leave it out), and so is one the benchmark holds out.
  const english = new Set(englishLabels.map(compactKey));
  // One word is a language's preferred label only: its alternatives of one word are as often a
  // wider word ("lenguaje" of Terminology, which a Spanish list heads its languages with).
  const labels = [row.spanish, row.french].flatMap((column) =>
    column.split('|').filter((label, k) => label && (k === 0 || /\s/.test(label.trim()))),
  );
  for (const form of storedForms(labels)) {
    const key = compactKey(form);
    if (english.has(key) || heldOutKeys.has(key)) continue;
    if (!byKey.has(key) && !/\s/.test(form) && (englishWord(form) || vocabulary.has(form.toLowerCase()))) {
      drop('esco translation that is an English word');
      continue;
    }
    addOtherLanguageForm(entry, form, 'esco translation');
  }
}

// ---- job postings' skill strings, labelled by hand ----
// resources/taxonomy/job-skill-strings.json: skill strings that LinkedIn postings list (ODC-By 1.0; see
// SOURCES.md) and that nothing above knew, each labelled by hand with the skill it names: a skill of the
// taxonomy (by canonical name: "Trash removal" is Waste Removal), or a skill of its own ("Requirements
// Engineering", with its category). Skills-list forms only, a posting's list being no prose, read as
// written (`exact`: loose.ts reads them up to spelling and number, through none of its looser steps,
// and learns no word swaps from them; one labeller's spelling says nothing of its paraphrases, and
// their words fed WordNet swaps that misread others' entries, "Account Creation" as Report Creation's
// Report Writing). A new skill's name is a labeller's spelling too, read as written ("Crew Management"
// took "Crowd management" through WordNet's crowd/crew, "Accident Reporting" "Accident Coverage"), and
// in free text as well only when a word of it is written like a product's ("MIL-Q-9858A", "SKM
// PowerTools"): the labellers wrote every name in title case, which says nothing of a name
// (freeTextForm would read "Customer Engagement" in any sentence).
// A form another skill already has stays that skill's, one the benchmark holds out stays unseen, and a
// name no skill has is an error.
{
  const { skills, newSkills } = JSON.parse(
    readFileSync(join(root, 'resources/taxonomy/job-skill-strings.json'), 'utf8'),
  );
  const categories = new Set(hand.map((s) => s.category));
  // "Written skills", "Warehouse experience": the lexicon reads such an entry without its filler, so the
  // form would make the bare word ("Written", "Warehouse", "Training") a skill; a bare field word, trait
  // or workplace is no skill by the labelling rule, so these strings stay unknown.
  const oneWordAndFiller = /^\S+ (?:skills?|experience|others|work|assistance)$/i;
  const addForms = (entry, forms) => {
    for (const form of forms) {
      if (oneWordAndFiller.test(form)) {
        drop('job string of one word and a filler');
        continue;
      }
      const key = compactKey(form);
      const known = byKey.get(key);
      if (known === entry || heldOutKeys.has(key)) continue;
      // "Flexible", "Independent", "Backup": a form of one English word heads longer entries in a list
      // ("Flexible Spending Accounts", "Independent Contractor"), which are no such skill.
      if (!known && !/\s/.test(form) && englishWord(form)) {
        drop('job string that is one English word');
        continue;
      }
      if (known) {
        drop('job string another skill has');
        continue;
      }
      register(entry, form);
      entry.exact ??= [];
      entry.exact.push(form);
    }
  };
  for (const { name, category, forms } of newSkills) {
    if (!categories.has(category))
      throw new Error(`job-skill-strings.json: no category ${JSON.stringify(category)}`);
    if (byKey.has(compactKey(name)))
      throw new Error(
        `job-skill-strings.json: ${JSON.stringify(name)} is a skill already; list it under skills`,
      );
    const entry = { name, category, hand: false, source: 'jobs', text: [], list: [], forms: new Set() };
    register(entry, name);
    if (name.split(/\s+/).some((word) => freeTextForm(word))) entry.text.push(name);
    else entry.exact = [name];
    entries.push(entry);
    stats.added++;
    addForms(entry, forms);
  }
  for (const [name, forms] of Object.entries(skills)) {
    const entry = byKey.get(compactKey(name));
    if (!entry || compactKey(entry.name) !== compactKey(name))
      throw new Error(`job-skill-strings.json: no skill is named ${JSON.stringify(name)}`);
    addForms(entry, forms);
  }
}

// ---- disciplines: read in prose ----
// OpenAlex's top two levels ("Physics", "Political science", "Geology": 303 concepts) are the disciplines
// people study, teach and work in (openAlexDiscipline). ESCO and OpenAlex write them in lower case, so
// their labels are skills-list forms only (freeTextForm), and "a degree in Political Science" or "taught
// chemistry" named no skill. A generated skill named by one is a discipline: its name is read in free text, in any case;
// as one word ("physics", "history") it needs words of study or of its category nearby (ambiguity.ts),
// as several ("computer science") it is never ambiguous.
const disciplineNames = new Set(
  openAlexConcepts
    .filter((row) => openAlexDiscipline(row.level, row.name))
    .map((row) => row.name.toLowerCase()),
);
for (const e of entries) {
  if (e.hand || !disciplineNames.has(e.name.toLowerCase())) continue;
  e.discipline = true;
  const at = e.list.indexOf(e.name);
  if (at >= 0) {
    e.list.splice(at, 1);
    e.text.push(e.name);
  }
}

// ---- output ----
const generated = entries
  .filter((e) => !e.hand)
  .sort((a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  )
  .map((e) => ({
    name: e.name,
    category: e.category,
    source: e.source,
    text: e.text,
    list: e.list,
    ...(e.exact ? { exact: e.exact } : {}),
    relatedRoles: rolesByCategory.get(e.category) ?? [],
    ...(e.discipline ? { discipline: true } : {}),
  }));
const extended = entries
  .filter((e) => e.hand && (e.text.length > 0 || e.list.length > 0 || e.exact))
  .map((e) => ({ name: e.name, text: e.text, list: e.list, ...(e.exact ? { exact: e.exact } : {}) }));

const lines = (items) => `[\n${items.map((i) => `    ${JSON.stringify(i)}`).join(',\n')}\n  ]`;
const json = `{
  "version": ${GENERATED_VERSION},
  "sources": ${JSON.stringify([
    'ESCO v1.1.1 skills (CC BY 4.0, © European Union)',
    'ESCO skills in Spanish and French (CC BY 4.0, © European Union)',
    'O*NET 29.2 Technology Skills and Content Model Reference (CC BY 4.0, U.S. Department of Labor, Employment and Training Administration)',
    'GitHub Linguist languages.yml (MIT, © GitHub, Inc.)',
    'GitHub Explore topics (CC BY 4.0, © Explore content authors)',
    'Simple Icons brand titles (CC0 1.0)',
    'Devicon names (MIT, © konpa)',
    'Apache Libcloud provider names (Apache License 2.0, © The Apache Software Foundation) and lego DNS provider names (MIT, © Ludovic Fernandez), to confirm Simple Icons brands only',
    'awesome-cpp (MIT, © Faraz Fallahi), awesome-dotnet (CC0 1.0), awesome-nodejs (CC0 1.0), awesome-python (CC BY 4.0, © Vinta Chen), awesome-javascript (CC0 1.0), awesome-android (CC0 1.0), awesome-code-ai (CC0 1.0) entry names',
  ])},
  "extends": ${lines(extended)},
  "skills": ${lines(generated)}
}
`;
// A held-out label that a later source (Linguist, Explore) added to the taxonomy is no longer unseen.
const unseen = heldOut.filter((h) => !byKey.has(compactKey(h.label)));
const heldJson = `{
"about": ${JSON.stringify(HELD_OUT_ABOUT)},
"rule": ${JSON.stringify(HELD_OUT_RULE)},
"items": ${JSON.stringify(
  unseen.sort((a, b) => (a.label < b.label ? -1 : 1)),
  null,
  0,
).replace(/\},\{/g, '},\n{')}
}
`;

// The lexicon index the app loads (main/domain/taxonomy/lexicon-build.ts): the same TypeScript the app
// tokenizes with, run through Vite's module runner, over the hand-written skills and the JSON above.
// The hand-written skills as the app reads them, and the generated file as written: the lexicon and the
// synonyms below are built from both.
const { module: data } = await runnerImport(join(root, 'main/domain/taxonomy/data.ts'), runnerOptions);
const written = JSON.parse(json);

/** The last word of a title ("salesforce developer" → "developer"). */
const lastWord = (title) =>
  title
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .at(-1);

const lexiconJson = await (async () => {
  const { module: builder } = await runnerImport(
    join(root, 'main/domain/taxonomy/lexicon-build.ts'),
    runnerOptions,
  );
  const { index, conflicts } = builder.buildLexicon({
    version: written.version,
    raw: data.RAW_SKILLS,
    generated: written.skills,
    extensions: written.extends,
    // Which one-word keys are ordinary English words: a non-technical skill named by one needs context
    // in prose (main/domain/taxonomy/ambiguity.ts), a product name of such a skill does not. ESCO's and
    // WordNet's words, and the last words of occupation titles (lower case in that list, so not the
    // products some titles start with, "salesforce developer"): "Illustrator" in prose is as often the
    // job as the product.
    ordinaryWords: new Set([...vocabulary, ...wordNetLemmas, ...[...occupations].map(lastWord)]),
  });
  if (conflicts.length > 0)
    console.error(`key conflicts between hand-written skills: ${JSON.stringify(conflicts)}`);
  return builder.serialiseLexicon(index);
})();

// Open English WordNet's synonyms (CC BY 4.0) that main/domain/taxonomy/loose.ts may swap, one word for
// another, in a skills-list entry no form matched ("shipment forwarding" for Freight Forwarding): from noun
// and adjective synsets, words of four letters or more that both occur as words of the shipped labels
// (hand-written names and aliases, and the forms of skills.json, which hold no held-out label; not the
// names of libraries, brands and tools, PRODUCT_SOURCES, whose words are no English), and only
// when this synset is among the first WORDNET_MAX_RANK senses of each word, so a rare sense ("piano" for
// "soft") swaps nothing. A set is written once, its words space-joined and sorted.
const WORDNET_MAX_RANK = 3;
const PRODUCT_SOURCES = new Set(['awesome', 'simpleicons', 'devicon', 'tldr', 'linguist', 'explore', 'aws']);
const synonymsJson = (() => {
  const labelWords = new Set();
  const addWords = (text) => {
    for (const w of text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u)) if (w) labelWords.add(w);
  };
  for (const skill of data.RAW_SKILLS) for (const form of [skill.name, ...skill.aliases]) addWords(form);
  const english = (form) => !otherLanguageForms.has(form);
  // A name read only as written (a labelled job string's, `exact`) teaches no swap, as its forms do not,
  // and the names of libraries and brands are no English ("Fraction.js", "Complex.js").
  for (const skill of written.skills.filter((s) => !PRODUCT_SOURCES.has(s.source)))
    for (const form of [
      ...(skill.exact?.includes(skill.name) ? [] : [skill.name]),
      ...skill.text,
      ...skill.list,
    ].filter(english))
      addWords(form);
  for (const skill of written.extends)
    for (const form of [...skill.text, ...skill.list].filter(english)) addWords(form);
  const sets = new Set();
  for (const members of wordNetSynsets) {
    const words = members
      .filter(([w, r]) => labelWords.has(w) && Number(r) >= 1 && Number(r) <= WORDNET_MAX_RANK)
      .map(([w]) => w);
    if (words.length >= 2) sets.add([...new Set(words)].sort().join(' '));
  }
  return `{
"about": "Synonyms of Open English WordNet (github.com/globalwordnet/english-wordnet, CC BY 4.0; derived from Princeton WordNet, WordNet License) that loose.ts may swap in skills-list entries; see resources/taxonomy/SOURCES.md",
"sets": ${JSON.stringify([...sets].sort(), null, 0).replace(/","/g, '",\n"')}
}
`;
})();

const outputs = [
  [join(root, 'resources/taxonomy/generated/skills.json'), json],
  [join(root, 'resources/taxonomy/generated/lexicon.json'), lexiconJson],
  [join(root, 'resources/taxonomy/generated/synonyms.json'), synonymsJson],
  [join(root, 'test/fixtures/taxonomy/held-out-labels.json'), heldJson],
];
if (check) {
  for (const [path, content] of outputs) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current !== content) {
      console.error(`${path} is not what the sources and rules give; run node scripts/build-taxonomy.mjs`);
      process.exit(1);
    }
  }
  console.log('generated taxonomy is up to date');
} else {
  for (const [path, content] of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  const byCategory = {};
  for (const g of generated) byCategory[g.category] = (byCategory[g.category] ?? 0) + 1;
  console.log(
    JSON.stringify(
      {
        ...stats,
        generatedSkills: generated.length,
        generatedForms: generated.reduce(
          (n, g) => n + g.text.length + g.list.length + (g.exact?.length ?? 0),
          0,
        ),
        extendedHandSkills: extended.length,
        heldOut: unseen.length,
        byCategory,
        bytes: Buffer.byteLength(json),
        lexiconBytes: Buffer.byteLength(lexiconJson),
        synonymBytes: Buffer.byteLength(synonymsJson),
      },
      null,
      2,
    ),
  );
}
