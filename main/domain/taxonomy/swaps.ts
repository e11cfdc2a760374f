// Word swaps learnt from the taxonomy's own names and aliases: when two forms of one skill differ in
// a single word ("communicable diseases" / "infectious diseases", "city road network" / "urban road
// network"), those two words are used interchangeably by whoever wrote the labels (ESCO's authors,
// mostly), and loose.ts may try the swap on an entry no form matched. Learnt from the shipped lexicon
// only, so a label the taxonomy leaves out (the benchmark's held-out labels) teaches nothing.
//
// A second, later source of swaps is Open English WordNet's synonyms (synonymSwaps): noun and adjective
// synsets, words of four letters or more, each among the first three senses of its word, both words used
// by the shipped labels (filtered by scripts/build-taxonomy.mjs into resources/taxonomy/generated/
// synonyms.json). They add the swaps the labels happen not to show ("shipment" / "freight", "duties" /
// "tariffs"); loose.ts tries them after the learnt ones, and not for a word that is itself a skill's key
// ("agile").

/** Word → the words it was swapped with. */
export type Swaps = ReadonlyMap<string, readonly string[]>;

/** Different skills whose forms must show a swap before it is used. */
const MIN_SKILLS = 2;

/**
 * Learns swaps from the normalised words of every form, grouped by skill: a swap is kept when the
 * forms of MIN_SKILLS different skills show it, so it is the labels' vocabulary and not one skill's
 * quirk (one skill alone taught "engine" for "design": "game engine" found Game Design).
 */
export function learnSwaps(formsBySkill: ReadonlyMap<number, string[][]>, minSkills = MIN_SKILLS): Swaps {
  const count = new Map<string, number>();
  for (const forms of formsBySkill.values()) {
    const pairs = new Set<string>();
    for (let a = 0; a < forms.length; a++)
      for (let b = a + 1; b < forms.length; b++) {
        const x = forms[a];
        const y = forms[b];
        if (x.length !== y.length || x.length < 2) continue;
        let at = -1;
        for (let k = 0; k < x.length; k++)
          if (x[k] !== y[k]) {
            if (at >= 0) {
              at = -2;
              break;
            }
            at = k;
          }
        if (at < 0) continue;
        pairs.add(`${x[at]} ${y[at]}`);
        pairs.add(`${y[at]} ${x[at]}`);
      }
    for (const pair of pairs) count.set(pair, (count.get(pair) ?? 0) + 1);
  }
  const swaps = new Map<string, string[]>();
  for (const [pair, n] of count) {
    if (n < minSkills) continue;
    const [from, to] = pair.split(' ');
    const list = swaps.get(from);
    if (list) list.push(to);
    else swaps.set(from, [to]);
  }
  for (const list of swaps.values()) list.sort();
  return swaps;
}

/** Every word list that differs from `words` by one learnt swap. */
export function swapped(words: readonly string[], swaps: Swaps): string[][] {
  const out: string[][] = [];
  words.forEach((word, k) => {
    for (const other of swaps.get(word) ?? []) {
      const copy = [...words];
      copy[k] = other;
      out.push(copy);
    }
  });
  return out;
}

/**
 * Swaps between the words of WordNet's synonym sets (resources/taxonomy/generated/synonyms.json, built
 * from Open English WordNet by scripts/build-taxonomy.mjs), normalised as the lexicon's words are, for
 * words that the lexicon's forms use. A pair the labels already swap (learnSwaps) is left to that
 * rule, which holds it back in two-word entries: taken here too, such pairs ("building" /
 * "construction": "Building Systems" read as Construction methods) cost the job postings' dev
 * precision 0.956 -> 0.942 and the held-out labels' eval precision 0.952 -> 0.947.
 */
export function synonymSwaps(
  sets: readonly string[],
  normalise: (word: string) => string,
  lexiconWords: ReadonlySet<string>,
  learnt: Swaps,
): Swaps {
  const out = new Map<string, string[]>();
  for (const set of sets) {
    const words = [...new Set(set.split(' ').map(normalise))].filter((w) => lexiconWords.has(w));
    for (const from of words)
      for (const to of words) {
        if (from === to || learnt.get(from)?.includes(to)) continue;
        const list = out.get(from) ?? [];
        if (!list.includes(to)) list.push(to);
        out.set(from, list);
      }
  }
  for (const list of out.values()) list.sort();
  return out;
}
