import { useState } from 'react';
import { type CandidateCreate, candidateCreateSchema, type JobMatch } from '../../../main/contract';
import { asProblem, useClient, useOperation } from '../api/client';
import { plural } from '../format';
import { href } from '../router';

/** What became of one shortlisted resume. */
type Outcome = { resumeId: string; name: string } & (
  | { kind: 'created' }
  | { kind: 'already' }
  | { kind: 'noEmail' }
  | { kind: 'failed'; detail: string }
);

/**
 * "Create candidates" for a job's shortlist: each shortlisted resume becomes a candidate profile
 * (createCandidate) linked to the resume and the job, with the resume's name, e-mail, phone and
 * profiles, owned by the signed-in member (getCurrentMember). The candidate's e-mail is required, so a resume without one is skipped; an e-mail that
 * is already a candidate's (looked up first, or a 409) is reported as "already a candidate", not as
 * an error. The
 * resume's phone and profiles are kept only when valid as a candidate's. Then one summary line and
 * the outcome per person.
 */
export function ShortlistToCandidates({ jobId, shortlist }: { jobId: string; shortlist: JobMatch[] }) {
  const client = useClient();
  const organization = useOperation('getOrganization', {});
  // The owner of the profiles: the member the signed-in user acts as, not whoever the member list
  // names first (GET /v1/members is newest first).
  const me = useOperation('getCurrentMember', {});
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>();

  /** The e-mails of the organization's candidates, in lower case (e-mails are unique regardless of case). */
  const candidateEmails = async (): Promise<Set<string>> => {
    const emails = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await client.invoke('listCandidates', { query: { limit: 100, cursor } });
      for (const c of page.data) emails.add(c.email.toLowerCase());
      cursor = page.pagination.next_cursor ?? undefined;
    } while (cursor);
    return emails;
  };

  const createOne = async (match: JobMatch, taken: Set<string>): Promise<Outcome> => {
    const { name, id: resumeId } = match.resume;
    try {
      const resume = await client.invoke('getResume', { params: { id: resumeId } });
      const { email, phone, profiles } = resume.personalInfo;
      if (!email) return { kind: 'noEmail', name, resumeId };
      // Known already: not asked again (the 409 below covers one created meanwhile elsewhere).
      if (taken.has(email.toLowerCase())) return { kind: 'already', name, resumeId };
      const base: CandidateCreate = {
        organizationId: organization.data?.id ?? '',
        memberId: me.data?.id ?? '',
        name,
        email,
        profiles: [],
        resumeId,
        jobId,
      };
      const full = candidateCreateSchema.safeParse({
        ...base,
        ...(phone ? { phone } : {}),
        profiles: profiles.map(({ network, username, url }) => ({ network, username, url })),
      });
      const body = full.success ? full.data : base;
      await client.invoke('createCandidate', { body });
      taken.add(email.toLowerCase());
      return { kind: 'created', name, resumeId };
    } catch (error) {
      const problem = asProblem(error);
      if (problem.status === 409) return { kind: 'already', name, resumeId };
      return { kind: 'failed', name, resumeId, detail: problem.detail ?? problem.title };
    }
  };

  const run = async () => {
    setBusy(true);
    const done: Outcome[] = [];
    try {
      const taken = await candidateEmails();
      // One at a time: a shortlist is short, and two shortlisted resumes may share an e-mail.
      for (const match of shortlist) done.push(await createOne(match, taken));
    } catch (error) {
      const problem = asProblem(error);
      for (const { resume } of shortlist.slice(done.length))
        done.push({
          kind: 'failed',
          name: resume.name,
          resumeId: resume.id,
          detail: problem.detail ?? problem.title,
        });
    }
    setOutcomes(done);
    setBusy(false);
  };

  const count = (kind: Outcome['kind']) => outcomes?.filter((o) => o.kind === kind).length ?? 0;
  const ready = organization.data !== undefined && me.data !== undefined;
  return (
    <>
      <button type="button" disabled={shortlist.length === 0 || busy || !ready} onClick={run}>
        {busy ? 'Creating candidates…' : `Create candidates from shortlist (${shortlist.length})`}
      </button>
      {outcomes && (
        <output className="shortlist-result" aria-label="Shortlist result">
          <p>
            <strong>
              {[
                plural(count('created'), 'candidate created', 'candidates created'),
                count('already') > 0 && plural(count('already'), 'already a candidate', 'already candidates'),
                count('noEmail') > 0 &&
                  plural(count('noEmail'), 'resume without e-mail', 'resumes without e-mail'),
                count('failed') > 0 && plural(count('failed'), 'failed', 'failed'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </strong>{' '}
            <a href={href('candidates')}>Open Candidates</a>
          </p>
          <ul className="small">
            {outcomes.map((o) => (
              <li key={o.resumeId}>
                {o.name}:{' '}
                {o.kind === 'created'
                  ? 'candidate created'
                  : o.kind === 'already'
                    ? 'already a candidate (same e-mail)'
                    : o.kind === 'noEmail'
                      ? 'skipped, the resume has no e-mail'
                      : `not created: ${o.detail}`}
              </li>
            ))}
          </ul>
        </output>
      )}
    </>
  );
}
