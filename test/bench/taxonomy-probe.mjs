// One fresh process of the taxonomy benchmark (taxonomy.mjs spawns it): loads a taxonomy bundle and
// prints one JSON line of figures. Run with --expose-gc so memory is measured after collection.
//   node --expose-gc taxonomy-probe.mjs load <bundle.mjs>
//     milliseconds (wall and CPU) from import to a first extraction, and the resident memory added
//   node --expose-gc taxonomy-probe.mjs extract <bundle.mjs> <corpus.json> <rounds> [<other bundle.mjs>]
//     CPU microseconds per resume of free-text extraction and of skills-list recognition, per bundle:
//     rounds over the demo resumes alone, then rounds after the corpus's warm-up text (third-party
//     entries and sentences) went through both calls once
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const [mode, bundle, corpusFile, roundsArg] = process.argv.slice(2);
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const settledRss = () => {
  for (let i = 0; i < 3; i++) globalThis.gc();
  return process.memoryUsage().rss;
};

if (mode === 'load') {
  const rssBefore = settledRss();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const taxonomy = await import(pathToFileURL(bundle).href);
  // Anything built lazily on first use counts as load.
  taxonomy.extractSkills('Built services in Python and Go on AWS.');
  taxonomy.canonicalSkill('k8s');
  const wallMs = performance.now() - started;
  const loadCpuMs = cpuMs(cpu);
  const rssAddedMB = (settledRss() - rssBefore) / 2 ** 20;
  console.log(JSON.stringify({ wallMs, cpuMs: loadCpuMs, rssAddedMB }));
} else if (mode === 'extract') {
  const bundles = process.argv.slice(6);
  const corpus = JSON.parse(fs.readFileSync(corpusFile, 'utf8'));
  // { resumes, warmup } (taxonomy.mjs makeCorpus), or a bare array of resumes.
  const resumes = corpus.resumes ?? corpus;
  const warmup = corpus.warmup ?? { entries: [], sentences: [] };
  const runs = [];
  for (const file of [bundle, ...bundles]) {
    const taxonomy = await import(pathToFileURL(file).href);
    // What ingest does per resume (main/domain/resume-facts.ts): each skills-list entry through
    // recogniseEntry (canonicalSkill before it existed), then one extractSkills over the joined text.
    const entry = taxonomy.recogniseEntry ?? taxonomy.canonicalSkill;
    const run = { found: 0 };
    run.warm = () => {
      for (const e of warmup.entries) entry(e);
      for (const s of warmup.sentences) taxonomy.extractSkills(s);
    };
    run.freeText = () => {
      for (const r of resumes) run.found += taxonomy.extractSkills(r.text).length;
    };
    run.lists = () => {
      for (const r of resumes) for (const e of r.entries) if (entry(e)) run.found++;
    };
    runs.push(run);
  }
  const timed = (fn) => {
    const cpu = process.cpuUsage();
    fn();
    return (cpuMs(cpu) * 1000) / resumes.length;
  };
  for (const run of runs) {
    run.freeText();
    run.lists();
    run.found = 0;
  }
  /** Timed rounds of both calls over the demo resumes, alternating the bundles' order. */
  const rounds = (phase) => {
    for (let round = 0; round < Number(roundsArg); round++) {
      const order = round % 2 ? [...runs].reverse() : runs;
      for (const run of order) run[phase].freeTextUs.push(timed(run.freeText));
      for (const run of order) run[phase].listUs.push(timed(run.lists));
    }
  };
  for (const run of runs) {
    run.demo = { freeTextUs: [], listUs: [] };
    run.varied = { freeTextUs: [], listUs: [] };
  }
  // First as the demo corpus alone leaves the engine; then again after the third-party text.
  rounds('demo');
  const found = runs.map((run) => run.found);
  for (const run of runs) run.warm();
  rounds('varied');
  console.log(
    JSON.stringify(
      runs.map((run, i) => ({
        resumes: resumes.length,
        freeTextUs: run.demo.freeTextUs,
        listUs: run.demo.listUs,
        variedFreeTextUs: run.varied.freeTextUs,
        variedListUs: run.varied.listUs,
        found: found[i],
      })),
    ),
  );
} else {
  throw new Error(`unknown mode ${mode}`);
}
