// The recognition benchmark (issue #14): skill strings from material no one here wrote, each with a
// hand-checked expected canonical skill, recognised as skills-list entries (recogniseEntry: whole
// names, aliases, joined entries split), and one source of free-text sentences read by extractSkills
// (the reading of summaries, highlights and descriptions). Prints recall and precision of canonical
// matches:
//
//   npx vitest run test/domain/taxonomy/recognition-quality.test.ts --reporter=verbose
//
// - themes: the skill names, keywords and project keywords of the sample resumes shipped by JSON
//   Resume themes (MIT/ISC/BSD-2-Clause; sources, commits and licences in the fixture). Expected
//   names were checked by hand after a first run; entries that are not skills (category labels such
//   as "Frontend", placeholders, sentences) are expected null and left out of both figures.
// - survey: the technology options of the Stack Overflow Developer Survey 2023 (ODbL 1.0, contents
//   DbCL 1.0; recognition-survey.json says where from and the labelling rule).
// - jobs: skill strings of public job postings (LinkedIn 2024, ODC-By 1.0; recognition-jobs.json says
//   where from, how the 300 strings were sampled and the labelling rule).
// - resumes: the skill names, keywords and project keywords of JSON Resume files in 14 public
//   repositories that the themes source does not use (real people's resumes and theme samples other than
//   the stock one; MIT/ISC/Unlicense, sources in recognition-resumes.json), labelled by hand before
//   the recogniser was first run on them: a fresh check of how recognition generalises to resumes.
// - free text: 240 sentences of the summaries, work and project highlights and descriptions and
//   volunteer text of 14 of those JSON Resume files (recognition-freetext.json: sources, how the
//   sentences were cut and picked, the labelling rule), technical and not (sheep farming, retail,
//   political science), read by extractSkills, the free-text reader with its ambiguity rules, and
//   labelled by hand before it was first run on them. A sentence that names no skill (expected [])
//   counts for precision only: whatever is found there is wrong.
// - resumes and free text, second set: the same material from the JSON Resume files of 40 more public
//   repositories no other fixture uses (MIT/ISC/Apache-2.0/0BSD/CC-BY-3.0; sources in the fixtures),
//   collected and labelled blind by helper agents under the two rules above. Both halves' misses were
//   read once (the fixes made from them changed dev strings only), so the first run, written beside
//   the floors, is its clean measure.
// - held-out: one ESCO alternative label per concept that scripts/build-taxonomy.mjs kept OUT of
//   the taxonomy (test/fixtures/taxonomy/held-out-labels.json), with the concept's skill expected:
//   spellings the lexicon never saw. ESCO also files other things under a concept's alternative
//   labels (the products of a class: "GrafX2" under "graphics editor software"; examples: "nitrogen"
//   under "basic chemicals"), which are not spellings of that skill, so the label is drawn only from
//   the concept's genuine variants, by a fixed rule written at the top of the fixture (notAVariant
//   and ownEntry in the build: shares a content word with the preferred label or holds its initials,
//   the expected entry is the concept itself, sha1 of the preferred label picks one).
//
// Every source is cut into two fixed halves by a hash of the string: `dev`, the only half whose misses
// anyone looks at while improving recognition (RECOGNITION_MISSES=1 prints them), and `eval`, which
// nobody tunes on, so its figures say how well the fixes generalise. The targets are recall
// 0.85 and precision 0.95; the floors below are today's figures rounded down, so a regression fails.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';

const fixtures = path.resolve(__dirname, '../../fixtures/taxonomy');
interface Item {
  text: string;
  expected: string[] | null;
}
interface Scored {
  text: string;
  expected: string[];
  found: string[];
}
type Half = 'dev' | 'eval';

/** The fixed half a string belongs to: the low bit of the first byte of its SHA-1. */
function halfOf(text: string): Half {
  return (createHash('sha1').update(text).digest()[0] & 1) === 0 ? 'dev' : 'eval';
}

/** Canonical names are unique regardless of case ("Analytical chemistry" from ESCO is "Analytical Chemistry"). */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function score(items: Scored[]) {
  let expected = 0;
  let found = 0;
  let correct = 0;
  for (const item of items) {
    expected += item.expected.length;
    found += item.found.length;
    correct += item.found.filter((f) => item.expected.some((e) => same(e, f))).length;
  }
  return { strings: items.length, expected, found, recall: correct / expected, precision: correct / found };
}

/** Scores both halves, prints them (and the dev half's misses on request), returns them. */
function report(name: string, items: Scored[]) {
  const out = {} as Record<Half, ReturnType<typeof score>>;
  for (const half of ['dev', 'eval'] as const) {
    const s = score(items.filter((i) => halfOf(i.text) === half));
    out[half] = s;
    console.log(
      `${name} [${half}]: ${s.strings} strings, recall ${s.recall.toFixed(3)} (target 0.85), precision ${s.precision.toFixed(3)} (target 0.95) [${s.expected} expected, ${s.found} found]`,
    );
  }
  if (process.env.RECOGNITION_MISSES) {
    for (const i of items.filter((i) => halfOf(i.text) === 'dev')) {
      const missed = i.expected.filter((e) => !i.found.some((f) => same(e, f)));
      const wrong = i.found.filter((f) => !i.expected.some((e) => same(e, f)));
      if (missed.length || wrong.length)
        console.log(
          `  miss ${JSON.stringify(i.text)} expected ${missed.join(' | ')} wrong ${wrong.join(' | ')}`,
        );
    }
  }
  return out;
}

function entries(file: string): Scored[] {
  const fixture = JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as { items: Item[] };
  return fixture.items
    .filter((i): i is Item & { expected: string[] } => i.expected !== null)
    .map((i) => ({ text: i.text, expected: i.expected, found: recogniseEntry(i.text).skills }));
}

/** A free-text fixture's sentences, read by extractSkills (expected [] names no skill). */
function sentences(file: string): Scored[] {
  const fixture = JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as {
    items: Array<{ text: string; expected: string[] }>;
  };
  return fixture.items.map((i) => ({ text: i.text, expected: i.expected, found: extractSkills(i.text) }));
}

describe('skill recognition benchmark', () => {
  it('JSON Resume theme samples (third-party skill strings)', () => {
    const s = report('themes', entries('recognition-themes.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(250);
    for (const half of [s.dev, s.eval]) expect(half.precision).toBeGreaterThanOrEqual(0.95);
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.91);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.84);
  });

  it('Stack Overflow Developer Survey technology options (third-party skill strings)', () => {
    const s = report('survey', entries('recognition-survey.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(300);
    for (const half of [s.dev, s.eval]) expect(half.precision).toBeGreaterThanOrEqual(0.95);
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.83);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.81);
  });

  it('public job postings skill lists (third-party skill strings)', () => {
    const s = report('jobs', entries('recognition-jobs.json'));
    // Two labelled job strings were benchmark strings in another case ("Guest satisfaction"); without
    // them (FACTS_VERSION 85) eval precision 0.909 -> 0.923. The second labelling pass over the
    // postings' strings (FACTS_VERSION 86) read one more eval string wrong: 0.909, recall unchanged.
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(150);
    for (const half of [s.dev, s.eval]) expect(half.precision).toBeGreaterThanOrEqual(0.9);
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.78);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.58);
  });

  it('JSON Resume files of repositories the themes source does not use (third-party skill strings)', () => {
    const s = report('resumes', entries('recognition-resumes.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(250);
    // First run (labels written before it): dev recall 0.770, precision 0.954; eval recall 0.753,
    // precision 0.961. Fixes were made from the dev half's misses only.
    // Chinese and Japanese entries read through the glossary (cjk.ts): dev 0.882 -> 0.901, eval 0.809 -> 0.840.
    // A bracket joined with "/" read as a list of its own (FACTS_VERSION 49): eval 0.840 -> 0.846.
    // AI, web3 and developer tools of recent resumes (FACTS_VERSION 75): dev 0.907 -> 0.944, eval
    // 0.846 -> 0.852. The awesome lists of JavaScript and Android libraries (FACTS_VERSION 90): eval
    // 0.852 -> 0.864.
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.94);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.86);
    expect(s.dev.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.eval.precision).toBeGreaterThanOrEqual(0.96);
  });

  it('free-text sentences of JSON Resume files (third-party prose, extractSkills)', () => {
    const s = report('free text', sentences('recognition-freetext.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(240);
    // First run (labels written before it): dev recall 0.642, precision 0.942; eval recall 0.624,
    // precision 0.916. Shared words and modifiers in prose (FACTS_VERSION 40): dev recall 0.665,
    // precision 0.944; eval recall 0.631, precision 0.917. 'API integration' is APIs, not API Design
    // (FACTS_VERSION 47): dev recall 0.670, precision 0.952; the thing a practice works on as a
    // modifier ('the firmware team', 'UI automation') is not the practice: dev precision 0.975;
    // 'Automated Quality Assurance Testing' is Test Automation: dev recall 0.676, precision 0.983;
    // 'distributed teams' is Remote Collaboration: dev precision 0.992. "API" in prose is the skill,
    // as the labels read it (FACTS_VERSION 72): dev recall 0.733, eval recall 0.656, eval precision
    // 0.912. "math" near the words of teaching is Mathematics (FACTS_VERSION 75): dev recall 0.739;
    // skills of the dev half's sentences that the taxonomy lacked (TensorFlow Lite, Kalman Filter,
    // Research Methods, KISS Principle...): dev recall 0.784, eval 0.662; the JavaScript and Android
    // libraries (FACTS_VERSION 90): eval 0.675. A part of a system read as its practice ("a React
    // frontend", FACTS_VERSION 101): dev recall 0.790, precision 0.993 -> 0.965 (four dev sentences
    // this source's labels read without it: "frontend applications", "core backend services", which
    // the second set's labels read as the practice), eval recall 0.682, precision 0.915. The floors
    // are those figures rounded down. Skills of the dev halves the taxonomy lacked (Automation,
    // Authentication, Data Processing...) and "a scrum team" (FACTS_VERSION 103): dev 0.801/0.966.
    // Algorithms, UI Design and Scalability only where prose names them as skills (FACTS_VERSION 106):
    // eval precision 0.915 -> 0.922. "APIs" as written, and an acronym's period ending a line (FACTS_VERSION
    // 109): eval 0.688/0.923. Product names that are ordinary nouns (Flask, Slack, Blender, Stripe) need
    // context in prose, as the false-positive test over other novels asks (FACTS_VERSION 119): dev
    // 0.795/0.966 (synthetic Blender data), eval 0.688/0.923.
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.79);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.68);
    expect(s.dev.precision).toBeGreaterThanOrEqual(0.96);
    expect(s.eval.precision).toBeGreaterThanOrEqual(0.92);
  });

  it('JSON Resume files of 40 more repositories (third-party skill strings, labelled blind by helpers)', () => {
    const s = report('resumes, second set', entries('recognition-resumes-second.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(500);
    // First run (FACTS_VERSION 92): dev recall 0.696, precision 0.924; eval recall 0.730, precision
    // 0.953. The skills and aliases added from its labels (FACTS_VERSION 98, 99) changed dev strings only.
    // Skills its dev half and the free-text dev halves named that the taxonomy lacked or read as another
    // (MoveIt, RViz, SLAM, Hyperledger Besu, Memory Management...; FACTS_VERSION 103): dev 0.712/0.938 ->
    // 0.778/0.950, eval recall 0.730 -> 0.734.
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.77);
    expect(s.dev.precision).toBeGreaterThanOrEqual(0.94);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.73);
    expect(s.eval.precision).toBeGreaterThanOrEqual(0.95);
  });

  it('free-text sentences of those 40 files (third-party prose, extractSkills, labelled blind)', () => {
    const s = report('free text, second set', sentences('recognition-freetext-second.json'));
    expect(s.dev.strings + s.eval.strings).toBeGreaterThanOrEqual(500);
    // First run (FACTS_VERSION 92): dev recall 0.460, precision 0.864; eval recall 0.499, precision
    // 0.881. Its labellers read bare "frontend"/"backend" and "scalability" as skills more often than
    // recognition-freetext.json's labels do, which lowers its recall beside that source's. A part of a
    // system read as its practice ("the backend", FACTS_VERSION 101): dev 0.483/0.869, eval 0.522/0.886;
    // acronyms in lower case among related skills ("python & php", FACTS_VERSION 102): dev 0.485/0.870,
    // eval 0.526/0.887; the skills of the dev halves the taxonomy lacked (Automation, Authentication,
    // Optical Character Recognition, Radar...; FACTS_VERSION 103): dev 0.548/0.883, eval 0.543/0.885;
    // Algorithms, UI Design and Scalability only where prose names them as skills ("perception
    // algorithms", "an Android UI", "scalability by 4x" are not; FACTS_VERSION 106): dev 0.550/0.906,
    // eval 0.542/0.895; "APIs" and an acronym's period ending a line (FACTS_VERSION 109): eval 0.545/0.895;
    // documentation beside its work's words (111): eval 0.547/0.896; list-only libraries as items of an
    // inline list ("pandas, Spark, altair", 112): dev 0.563/0.916, eval 0.549/0.893; also first after
    // "used", "with" ("Used Gazebo, ROS", 113): eval 0.550/0.894.
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.54);
    expect(s.dev.precision).toBeGreaterThanOrEqual(0.9);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.54);
    expect(s.eval.precision).toBeGreaterThanOrEqual(0.89);
  });

  it('held-out ESCO alternative labels', () => {
    const held = (
      JSON.parse(fs.readFileSync(path.join(fixtures, 'held-out-labels.json'), 'utf8')) as {
        items: Array<{ label: string; expected: string }>;
      }
    ).items;
    const s = report(
      'held-out ESCO labels',
      held.map((h) => {
        const found = canonicalSkill(h.label);
        return { text: h.label, expected: [h.expected], found: found ? [found] : [] };
      }),
    );
    expect(s.dev.strings + s.eval.strings).toBeGreaterThan(400);
    for (const half of [s.dev, s.eval]) expect(half.precision).toBeGreaterThanOrEqual(0.95);
    // Word swaps on two-word entries cost the job postings' precision ("Shift Management" read as
    // Labor Planning), so they are tried only towards a generated skill whose labels use both words.
    expect(s.dev.recall).toBeGreaterThanOrEqual(0.66);
    expect(s.eval.recall).toBeGreaterThanOrEqual(0.59);
  });
});
