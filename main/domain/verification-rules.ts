import type { ResumeDocument } from '../contract';
import { educationLevelOf } from './taxonomy';

/**
 * The offline automatic checks behind POST /v1/resumes/{id}/verifications/auto. They check what
 * can be checked without a network: that entries are coherent, not that they are true. Each entry
 * gets one result: passed when every check that applies to it passed; notes list each failed
 * check and why, and any check that could not run.
 */
export interface CheckOutcome {
  type: 'work' | 'education' | 'social';
  entryId: string;
  passed: boolean;
  /** The entry fields whose checks passed. */
  verifiedFields: string[];
  notes: string;
}

/** Hosts of the networks people list; a profile URL must be on one of its network's hosts. */
const NETWORK_HOSTS: Record<string, string[]> = {
  linkedin: ['linkedin.com'],
  github: ['github.com', 'github.io'],
  gitlab: ['gitlab.com'],
  bitbucket: ['bitbucket.org'],
  twitter: ['twitter.com', 'x.com'],
  x: ['x.com', 'twitter.com'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  stackoverflow: ['stackoverflow.com', 'stackexchange.com'],
  medium: ['medium.com'],
  dribbble: ['dribbble.com'],
  behance: ['behance.net'],
  youtube: ['youtube.com', 'youtu.be'],
  soundcloud: ['soundcloud.com'],
  kaggle: ['kaggle.com'],
  researchgate: ['researchgate.net'],
  orcid: ['orcid.org'],
  xing: ['xing.com'],
  tiktok: ['tiktok.com'],
  threads: ['threads.net'],
};

const networkKey = (network: string) => network.toLowerCase().replace(/[^a-z]/g, '');

function parseHttpUrl(text: string | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const hostMatches = (host: string, domains: string[]) =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

function checkProfile(profile: ResumeDocument['personalInfo']['profiles'][number]): CheckOutcome {
  const passedFields: string[] = [];
  const failures: string[] = [];
  const skipped: string[] = [];
  const url = parseHttpUrl(profile.url);
  if (!profile.url) failures.push('url: missing');
  else if (!url) failures.push(`url: "${profile.url}" is not a well-formed http(s) URL`);
  else passedFields.push('url');

  const domains = NETWORK_HOSTS[networkKey(profile.network)];
  if (!domains)
    skipped.push(`network: "${profile.network}" is not a network whose hosts are known; host not checked`);
  else if (url) {
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (hostMatches(host, domains)) passedFields.push('network');
    else failures.push(`network: ${url.hostname} is not a ${profile.network} host (${domains.join(', ')})`);
  }

  const username = profile.username.replace(/^@/, '').toLowerCase();
  if (!username) failures.push('username: missing');
  else if (url) {
    const segments = url.pathname
      .toLowerCase()
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/^@/, ''));
    const subdomain = url.hostname.toLowerCase().split('.')[0];
    if (segments.includes(username) || subdomain === username) passedFields.push('username');
    else failures.push(`username: "${profile.username}" does not appear in ${profile.url}`);
  }
  return outcome('social', profile.__id, passedFields, failures, skipped);
}

/** Dates as stored (YYYY-MM-DD): present where needed, not in the future, end not before start. */
function checkDates(
  entry: { startDate?: string; endDate?: string },
  today: string,
  passedFields: string[],
  failures: string[],
): void {
  if (!entry.startDate) failures.push('startDate: missing');
  else if (entry.startDate > today) failures.push(`startDate: ${entry.startDate} is in the future`);
  else passedFields.push('startDate');
  if (entry.endDate) {
    if (entry.endDate > today) failures.push(`endDate: ${entry.endDate} is in the future`);
    else if (entry.startDate && entry.endDate < entry.startDate) {
      failures.push(`endDate: ${entry.endDate} is before startDate ${entry.startDate}`);
    } else passedFields.push('endDate');
  }
}

function checkUrl(url: string | undefined, passedFields: string[], failures: string[]): void {
  if (url === undefined) return;
  if (parseHttpUrl(url)) passedFields.push('url');
  else failures.push(`url: "${url}" is not a well-formed http(s) URL`);
}

function outcome(
  type: CheckOutcome['type'],
  entryId: string,
  verifiedFields: string[],
  failures: string[],
  skipped: string[] = [],
): CheckOutcome {
  const passed = failures.length === 0;
  const notes = [
    passed
      ? `Automatic checks passed: ${verifiedFields.join(', ') || 'none applied'}.`
      : `Failed: ${failures.join('; ')}.`,
    ...skipped.map((s) => `Not checked: ${s}.`),
  ].join(' ');
  return { type, entryId, passed, verifiedFields, notes };
}

export function runAutomaticChecks(document: ResumeDocument, now: Date): CheckOutcome[] {
  const today = now.toISOString().slice(0, 10);
  const results: CheckOutcome[] = [];
  for (const work of document.work) {
    const passedFields: string[] = [];
    const failures: string[] = [];
    checkDates(work, today, passedFields, failures);
    checkUrl(work.url, passedFields, failures);
    results.push(outcome('work', work.__id, passedFields, failures));
  }
  for (const education of document.education) {
    const passedFields: string[] = [];
    const failures: string[] = [];
    checkDates(education, today, passedFields, failures);
    if (!education.studyType) failures.push('studyType: missing');
    else if (educationLevelOf(education.studyType)) passedFields.push('studyType');
    else failures.push(`studyType: "${education.studyType}" is not a recognized degree or qualification`);
    checkUrl(education.url, passedFields, failures);
    results.push(outcome('education', education.__id, passedFields, failures));
  }
  for (const profile of document.personalInfo.profiles) results.push(checkProfile(profile));
  return results;
}
