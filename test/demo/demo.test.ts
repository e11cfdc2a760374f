import { describe, expect, it } from 'vitest';
import { jobCreateSchema, jsonResumeSchema } from '../../main/contract';
import { formatDay, formatTimestamp } from '../../main/demo/calendar';
import {
  type DemoJob,
  type DemoOptions,
  generateJob,
  generateJobs,
  generateResume,
  generateResumes,
  type JsonResume,
} from '../../main/demo/generate';
import { CITY_LIST, FAMILIES, splitList } from '../../main/demo/tables';
import { IN_HOUSE_TOOL_NAMES } from '../../main/demo/vocabulary/roles';
import { recogniseEntry } from '../../main/domain/taxonomy';

const NOW = new Date('2026-03-15T10:30:00Z');
const OPTS: DemoOptions = { seed: 'demo-test', now: NOW };
const DAY_MS = 86_400_000;
const TWO_YEARS_AGO = NOW.getTime() - 730 * DAY_MS;
const TODAY = NOW.toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const resumes: JsonResume[] = [...generateResumes(1000, OPTS)];
const jobs: DemoJob[] = [...generateJobs(1000, OPTS)];

const JOB_KEYS = [
  'title',
  'company',
  'type',
  'date',
  'description',
  'location',
  'remote',
  'salary',
  'experience',
  'responsibilities',
  'qualifications',
  'skills',
  'status',
  'postedAt',
  'employmentType',
  'seniority',
  'salaryRange',
  'requiredSkills',
  'niceToHaveSkills',
].sort();

/** A real calendar day, not in the future. */
function expectDay(value: string | undefined): void {
  expect(value).toMatch(DATE);
  expect(new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10)).toBe(value);
  expect(value! <= TODAY).toBe(true);
}

function expectSpan(start: string, end: string | undefined): void {
  expectDay(start);
  if (end !== undefined) {
    expectDay(end);
    expect(start <= end).toBe(true);
  }
}

function expectWithinWindow(timestamp: string): void {
  expect(timestamp).toMatch(TIMESTAMP);
  const ms = Date.parse(timestamp);
  expect(ms).toBeLessThanOrEqual(NOW.getTime());
  expect(ms).toBeGreaterThanOrEqual(TWO_YEARS_AGO);
}

function expectHttpUrl(value: string): URL {
  const url = new URL(value);
  expect(['http:', 'https:']).toContain(url.protocol);
  return url;
}

const ageDays = (timestamp: string) => (NOW.getTime() - Date.parse(timestamp)) / DAY_MS;
const allSkills = (resume: JsonResume) =>
  resume.skills.flatMap((s) => (s.keywords.length > 0 ? s.keywords : [s.name]));

describe('demo generator: determinism', () => {
  it('gives deep-equal output for the same seed, one by one or in batches', () => {
    const again = [...generateResumes(50, { seed: 'demo-test', now: new Date(NOW) })];
    expect(again).toEqual(resumes.slice(0, 50));
    expect(generateResume(737, OPTS)).toEqual(resumes[737]);
    expect(generateJob(321, OPTS)).toEqual(jobs[321]);
    expect([...generateJobs(50, OPTS)]).toEqual(jobs.slice(0, 50));
  });

  it('treats 42 and "42" as the same seed', () => {
    const now = NOW;
    expect(generateResume(3, { seed: 42, now })).toEqual(generateResume(3, { seed: '42', now }));
  });

  it('gives different output for a different seed', () => {
    const other = [...generateResumes(50, { seed: 'another-seed', now: NOW })];
    expect(other).not.toEqual(resumes.slice(0, 50));
    const differing = other.filter((resume, i) => resume.basics.name !== resumes[i].basics.name);
    expect(differing.length).toBeGreaterThan(35);
    expect(generateJob(0, { seed: 'another-seed', now: NOW })).not.toEqual(jobs[0]);
  });

  it('rejects invalid indexes and dates', () => {
    expect(() => generateResume(-1, OPTS)).toThrow(RangeError);
    expect(() => generateJob(1.5, OPTS)).toThrow(RangeError);
    expect(() => generateResume(0, { seed: 1, now: new Date('nope') })).toThrow(RangeError);
  });
});

describe('demo generator: resumes', () => {
  it('pass the JSON Resume import schema', () => {
    for (const resume of resumes.slice(0, 300)) expect(() => jsonResumeSchema.parse(resume)).not.toThrow();
  });

  it('write every date as a real YYYY-MM-DD day, with start <= end', () => {
    for (const resume of resumes) {
      for (const work of resume.work) expectSpan(work.startDate, work.endDate);
      for (const education of resume.education) expectSpan(education.startDate, education.endDate);
      for (const volunteer of resume.volunteer ?? []) expectSpan(volunteer.startDate, volunteer.endDate);
      for (const certificate of resume.certificates ?? []) expectDay(certificate.date);
      for (const project of resume.projects ?? []) expectDay(project.startDate);
    }
  });

  it('were last modified within the two years before now, mostly recently', () => {
    for (const resume of resumes) expectWithinWindow(resume.meta.lastModified);
    const recent = resumes.filter((r) => ageDays(r.meta.lastModified) < 365).length;
    expect(recent).toBeGreaterThan(600);
  });

  it('have unique, well-formed e-mail addresses on example domains', () => {
    const emails = resumes.map((r) => r.basics.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z][a-z._]*[a-z][0-9]+@example\.(com|org|net)$/);
  });

  it('link profiles that parse and match their network and username', () => {
    const hosts = { LinkedIn: 'www.linkedin.com', GitHub: 'github.com', Twitter: 'twitter.com' };
    let profiles = 0;
    for (const resume of resumes) {
      for (const profile of resume.basics.profiles) {
        const url = expectHttpUrl(profile.url);
        expect(url.host).toBe(hosts[profile.network]);
        expect(url.pathname.endsWith(`/${profile.username}`)).toBe(true);
        profiles++;
      }
      if (resume.basics.url) expectHttpUrl(resume.basics.url);
      for (const project of resume.projects ?? []) if (project.url) expectHttpUrl(project.url);
    }
    expect(profiles).toBeGreaterThan(700);
  });

  it('have sections of the documented sizes, newest work first', () => {
    const studyTypes = [
      'High School Diploma',
      'Associate',
      'Bachelor',
      'BSc',
      'BA',
      'Master',
      'MSc',
      'MBA',
      'PhD',
    ];
    for (const resume of resumes) {
      const { basics, work, education, skills, languages } = resume;
      expect(basics.name).toContain(' ');
      expect(basics.label).toBe(work[0].position);
      expect(basics.summary.length).toBeGreaterThan(30);
      expect(basics.phone).toMatch(/^\+\d[\d ()-]+\d$/);
      expect(work.length).toBeGreaterThanOrEqual(1);
      expect(work.length).toBeLessThanOrEqual(6);
      for (const [i, entry] of work.entries()) {
        expect(entry.highlights.length).toBeGreaterThanOrEqual(1);
        expect(entry.highlights.length).toBeLessThanOrEqual(4);
        expect(entry.location).toContain(', ');
        if (i > 0) {
          expect(entry.endDate).toBeDefined();
          expect(entry.startDate <= work[i - 1].startDate).toBe(true);
        }
      }
      expect(education.length).toBeLessThanOrEqual(3);
      for (const entry of education) expect(studyTypes).toContain(entry.studyType);
      const listed = skills.flatMap((s) => (s.keywords.length > 0 ? s.keywords : [s.name]));
      expect(listed.length).toBeGreaterThanOrEqual(3);
      expect(listed.length).toBeLessThanOrEqual(13);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(skills.map((s) => s.name)).size).toBe(skills.length);
      expect(languages.length).toBeGreaterThanOrEqual(1);
      expect(languages.length).toBeLessThanOrEqual(3);
    }
  });

  it('list skills in named groups, as JSON Resume does, and sometimes a tool no taxonomy knows', () => {
    const inHouse = new Set(splitList(IN_HOUSE_TOOL_NAMES));
    let withTool = 0;
    for (const resume of resumes) {
      for (const skill of resume.skills) {
        if (inHouse.has(skill.name)) expect(skill.keywords).toEqual([]);
        else expect(skill.keywords.length).toBeGreaterThan(0);
      }
      if (resume.skills.some((s) => inHouse.has(s.name))) withTool++;
    }
    expect(withTool).toBeGreaterThan(120);
    expect(withTool).toBeLessThan(280);
    // The skills report's unknownSkills shows these, and only these, for a demo pool.
    for (const name of inHouse) expect(recogniseEntry(name)).toEqual({ skills: [], unknown: [name] });
  });

  it('look like a realistic population', () => {
    const current = resumes.filter((r) => r.work[0].endDate === undefined).length;
    expect(current).toBeGreaterThan(650);
    expect(current).toBeLessThan(900);
    const overlapping = resumes.filter((r) =>
      r.work.some((entry, i) => i > 0 && entry.endDate! > r.work[i - 1].startDate),
    ).length;
    expect(overlapping).toBeGreaterThan(20);
    const juniorTitles = resumes.filter((r) => r.basics.label.startsWith('Junior ')).length;
    expect(juniorTitles).toBeGreaterThan(50);
    expect(resumes.some((r) => r.certificates)).toBe(true);
    expect(resumes.some((r) => r.projects)).toBe(true);
    expect(resumes.some((r) => r.volunteer)).toBe(true);
    expect(resumes.some((r) => r.references)).toBe(true);
    expect(new Set(resumes.map((r) => r.basics.location.countryCode)).size).toBeGreaterThan(15);
  });

  it('are about 2-4 KB of JSON each', () => {
    const bytes = resumes.reduce((sum, r) => sum + JSON.stringify(r).length, 0) / resumes.length;
    expect(bytes).toBeGreaterThan(2000);
    expect(bytes).toBeLessThan(4000);
  });
});

describe('demo generator: jobs', () => {
  it('pass the strict job import schema', () => {
    for (const job of jobs.slice(0, 300)) expect(() => jobCreateSchema.parse(job)).not.toThrow();
  });

  it('carry exactly the allowed keys', () => {
    for (const job of jobs) expect(Object.keys(job).sort()).toEqual(JOB_KEYS);
    for (const job of jobs)
      expect(Object.keys(job.location).sort()).toEqual(['city', 'countryCode', 'region']);
  });

  it('have consistent salary ranges', () => {
    for (const { salaryRange: range, salary } of jobs) {
      expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
      expect(range.min).toBeGreaterThan(0);
      expect(range.min).toBeLessThanOrEqual(range.max);
      expect(range.currency).toMatch(/^[A-Z]{3}$/);
      expect(['year', 'month', 'hour']).toContain(range.period);
      expect(salary.endsWith(`per ${range.period}`)).toBe(true);
    }
    const usdSenior = jobs.filter((j) => j.salaryRange.currency === 'USD' && j.salaryRange.period === 'year');
    for (const job of usdSenior) expect(job.salaryRange.min).toBeGreaterThan(20_000);
  });

  it('date postings within the two years before now, skewed recent', () => {
    for (const job of jobs) {
      expectWithinWindow(job.postedAt);
      expect(job.date).toBe(job.postedAt.slice(0, 10));
      expect(job.type).toBe(job.employmentType);
    }
    const lastYear = jobs.filter((j) => ageDays(j.postedAt) < 365).length;
    expect(lastYear).toBeGreaterThan(600);
  });

  it('are mostly open, with closed ones older on average', () => {
    const closed = jobs.filter((j) => j.status === 'closed');
    const open = jobs.filter((j) => j.status === 'open');
    expect(closed.length / jobs.length).toBeGreaterThan(0.2);
    expect(closed.length / jobs.length).toBeLessThan(0.4);
    const meanAge = (list: DemoJob[]) => list.reduce((sum, j) => sum + ageDays(j.postedAt), 0) / list.length;
    expect(meanAge(closed)).toBeGreaterThan(meanAge(open));
  });

  it('ask for 3-8 required and 0-5 other skills', () => {
    for (const job of jobs) {
      expect(job.requiredSkills.length).toBeGreaterThanOrEqual(3);
      expect(job.requiredSkills.length).toBeLessThanOrEqual(8);
      expect(job.niceToHaveSkills.length).toBeLessThanOrEqual(5);
      const all = [...job.requiredSkills, ...job.niceToHaveSkills];
      expect(new Set(all).size).toBe(all.length);
      if (job.employmentType === 'Internship') expect(job.seniority).toBe('Junior');
    }
  });
});

describe('demo generator: skill gaps and drift', () => {
  const rare = new Set(FAMILIES.flatMap((f) => splitList(f.spec.rare)));
  const rising = new Set(FAMILIES.flatMap((f) => splitList(f.spec.rising)));
  const falling = new Set(FAMILIES.flatMap((f) => splitList(f.spec.falling)));
  const rate = (lists: string[][], set: Set<string>) =>
    lists.reduce((sum, list) => sum + list.filter((s) => set.has(s)).length, 0) / lists.length;

  it('makes jobs ask for skills that few resumes list', () => {
    const inResumes = rate(resumes.map(allSkills), rare);
    const inJobs = rate(
      jobs.map((j) => j.requiredSkills),
      rare,
    );
    expect(inJobs).toBeGreaterThan(inResumes * 5);
  });

  it('makes rising skills more common, and falling ones less, in recent documents', () => {
    const many = [...generateResumes(4000, OPTS)];
    const recent = many.filter((r) => ageDays(r.meta.lastModified) < 180).map(allSkills);
    const old = many.filter((r) => ageDays(r.meta.lastModified) > 450).map(allSkills);
    expect(rate(recent, rising)).toBeGreaterThan(rate(old, rising) * 1.3);
    expect(rate(recent, falling)).toBeLessThan(rate(old, falling) * 0.75);
    const recentJobs = jobs.filter((j) => ageDays(j.postedAt) < 180).map((j) => j.requiredSkills);
    const oldJobs = jobs.filter((j) => ageDays(j.postedAt) > 450).map((j) => j.requiredSkills);
    expect(rate(recentJobs, rising)).toBeGreaterThan(rate(oldJobs, rising));
  });
});

describe('demo vocabulary and calendar', () => {
  it('has 14+ role families with consistent skill pools', () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(14);
    for (const family of FAMILIES) {
      expect(family.pool.length).toBeGreaterThanOrEqual(25);
      expect(family.pool.length).toBeLessThanOrEqual(40);
      const listed = Object.values(family.spec.skillGroups).flatMap(splitList);
      expect(listed.length, `${family.spec.id} lists a skill twice`).toBe(family.pool.length);
      for (const list of [family.spec.rare, family.spec.rising, family.spec.falling]) {
        for (const skill of splitList(list)) expect(family.pool).toContain(skill);
      }
      for (const titles of family.titles) expect(titles.items.length).toBeGreaterThan(0);
    }
    expect(CITY_LIST.length).toBeGreaterThanOrEqual(40);
  });

  it('formats days and timestamps like Date#toISOString', () => {
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 3 * DAY_MS + 3_723_000) {
      const iso = new Date(ms).toISOString();
      expect(formatDay(Math.floor(ms / DAY_MS))).toBe(iso.slice(0, 10));
      expect(formatTimestamp(ms)).toBe(`${iso.slice(0, 19)}Z`);
    }
  });
});
