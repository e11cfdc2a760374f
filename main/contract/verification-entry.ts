import type { ResumeDocument } from './schemas/resume';
import type { Verification, VerificationEntry } from './schemas/verification';

/**
 * Names the resume entry a verification is about by what it is (employer and position, school,
 * network and handle), for the queue, the resume's panel and the queue's text search alike. Lives
 * in the contract because the renderer and the service both name entries the same way.
 */
type Entries = Pick<ResumeDocument, 'work' | 'education'> & {
  personalInfo: Pick<ResumeDocument['personalInfo'], 'profiles'>;
};

const span = (start?: string, end?: string): string | null =>
  start || end ? `${start ?? '?'} – ${end ?? 'present'}` : null;
const orNull = (v: string | undefined | null) => (v ? v : null);

export function describeEntry(
  document: Entries,
  type: Verification['type'],
  entryId: string,
): VerificationEntry {
  if (type === 'work') {
    const w = document.work.find((e) => e.__id === entryId);
    if (w) {
      return {
        label: [w.position, w.company].filter(Boolean).join(' at ') || 'Work entry without a title',
        dates: span(w.startDate, w.endDate),
        url: orNull(w.url),
        found: true,
        employer: orNull(w.company),
        position: orNull(w.position),
      };
    }
  } else if (type === 'education') {
    const e = document.education.find((x) => x.__id === entryId);
    if (e) {
      const study = [e.studyType, e.area].filter(Boolean).join(', ');
      return {
        label: [study, e.institution].filter(Boolean).join(' — ') || 'Education entry without a name',
        dates: span(e.startDate, e.endDate),
        url: orNull(e.url),
        found: true,
        institution: orNull(e.institution),
        area: orNull(e.area),
        studyType: orNull(e.studyType),
      };
    }
  } else {
    const p = document.personalInfo.profiles.find((x) => x.__id === entryId);
    if (p) {
      return {
        label: [p.network, p.username ? `@${p.username}` : ''].filter(Boolean).join(' ') || 'Profile',
        dates: null,
        url: orNull(p.url),
        found: true,
        network: orNull(p.network),
        username: orNull(p.username),
      };
    }
  }
  return { label: 'Entry no longer in the resume', dates: null, url: null, found: false };
}

/** The words the queue's text search looks in: every naming field of the entry, space separated. */
export function entrySearchText(entry: VerificationEntry): string {
  return [
    entry.position,
    entry.employer,
    entry.studyType,
    entry.area,
    entry.institution,
    entry.network,
    entry.username,
    entry.url,
  ]
    .filter(Boolean)
    .join(' ');
}
