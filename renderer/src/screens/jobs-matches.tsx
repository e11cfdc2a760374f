import { type FormEvent, useCallback, useState } from 'react';
import type { JobMatch, MatchReason, ResumeMatch } from '../../../main/contract';
import { useClient, useOperation } from '../api/client';
import { usePagedList } from '../api/use-paged-list';
import { Async, EmptyState, Loading, ProblemMessage } from '../components/status';
import { go, href } from '../router';
import { JobActions } from './job-actions';
import { ShortlistToCandidates } from './shortlist-candidates';

const percent = (x: number) => `${Math.round(x * 100)}%`;
const FIT = { 0: 'no', 0.5: 'partial', 1: 'full' } as const;

/** A reason in words: skills had and lacked, the fits, years, and the score's parts. */
function Reason({ reason }: { reason: MatchReason }) {
  const { requiredSkills: required, niceToHaveSkills: nice, softSkills: soft, parts } = reason;
  return (
    <div className="reason small">
      <div>
        <strong>Required:</strong> {required.matched.length}/
        {required.matched.length + required.missing.length}
        {required.matched.length > 0 && <span className="ok"> ✓ {required.matched.join(', ')}</span>}
        {required.missing.length > 0 && <span className="missing"> ✗ {required.missing.join(', ')}</span>}
      </div>
      {nice.matched.length + nice.missing.length > 0 && (
        <div>
          <strong>Nice to have:</strong>
          {nice.matched.length > 0 && <span className="ok"> ✓ {nice.matched.join(', ')}</span>}
          {nice.missing.length > 0 && <span className="missing"> ✗ {nice.missing.join(', ')}</span>}
        </div>
      )}
      {soft.matched.length + soft.missing.length > 0 && (
        <div>
          <strong>Soft skills</strong> <span className="muted">(weigh little)</span>:
          {soft.matched.length > 0 && <span className="ok"> ✓ {soft.matched.join(', ')}</span>}
          {soft.missing.length > 0 && <span className="missing"> ✗ {soft.missing.join(', ')}</span>}
        </div>
      )}
      <div className="muted">
        Seniority {reason.seniority.resume ?? 'unknown'} for {reason.seniority.job ?? 'any level'} (
        {FIT[reason.seniority.fit]} fit) · Location {reason.location.resume ?? 'unknown'} for{' '}
        {reason.location.remote ? 'a remote job' : (reason.location.job ?? 'an unknown place')} (
        {FIT[reason.location.fit]} fit) · {reason.yearsExperience ?? '?'} years
      </div>
      <div className="muted">
        Score = skills {parts.skills.toFixed(4)} + seniority {parts.seniority.toFixed(4)} + location{' '}
        {parts.location.toFixed(4)}
      </div>
    </div>
  );
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote always, double inner quotes, and defuse spreadsheet formulas.
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

/** The shortlist as CSV: one row per candidate with the reasons in columns. */
export function shortlistCsv(matches: JobMatch[]): string {
  const header = [
    'Rank',
    'Name',
    'Resume id',
    'Location',
    'Score',
    'Required matched',
    'Required missing',
    'Years',
  ];
  const rows = matches.map((m, i) => [
    i + 1,
    m.resume.name,
    m.resume.id,
    m.resume.location,
    m.score,
    m.reason.requiredSkills.matched.join('; '),
    m.reason.requiredSkills.missing.join('; '),
    m.reason.yearsExperience,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Filters {
  location: string;
  seniority: '' | 'Junior' | 'Mid' | 'Senior';
  skill: string;
}

/** A job, then its matching resumes best first, paged, each with its reasons; a shortlist to export. */
export function JobMatchesScreen({ jobId }: { jobId: string }) {
  const client = useClient();
  const job = useOperation('getJob', { params: { id: jobId } });
  const [draft, setDraft] = useState<Filters>({ location: '', seniority: '', skill: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [total, setTotal] = useState<number>();
  const [shortlist, setShortlist] = useState<Map<string, JobMatch>>(new Map());
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('jobMatches', {
        params: { id: jobId },
        query: {
          limit: 20,
          cursor,
          ...(filters.location.trim() ? { location: filters.location.trim() } : {}),
          ...(filters.seniority ? { seniority: filters.seniority } : {}),
          ...(filters.skill.trim() ? { skill: filters.skill.trim() } : {}),
        },
      });
      setTotal(page.pagination.total);
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client, jobId, filters],
  );
  const list = usePagedList(fetchPage, `${jobId}:${JSON.stringify(filters)}`);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const toggle = (match: JobMatch) =>
    setShortlist((old) => {
      const next = new Map(old);
      if (next.has(match.resume.id)) next.delete(match.resume.id);
      else next.set(match.resume.id, match);
      return next;
    });

  return (
    <div className="screen job-matches">
      <p>
        <a href={href('jobs')}>← Jobs</a> · <a href={href('coverage')}>Coverage</a>
      </p>
      <Async loaded={job} what="Loading the job">
        {(j) => (
          <header>
            <h1>{j.title}</h1>
            <p className="muted">
              {[
                j.company,
                j.remote === 'Full'
                  ? 'Remote'
                  : [j.location?.city, j.location?.countryCode].filter(Boolean).join(', '),
                j.seniority,
                j.status,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="small">
              <strong>Required:</strong> {j.requiredSkills.join(', ') || '—'} · <strong>Nice to have:</strong>{' '}
              {j.niceToHaveSkills.join(', ') || '—'}
            </p>
            <div className="actions">
              <JobActions job={j} onChanged={job.reload} onDeleted={() => go('jobs')} />
            </div>
          </header>
        )}
      </Async>
      <h2>Candidates{total !== undefined ? ` (${total.toLocaleString()} matching)` : ''}</h2>
      <form className="filters" onSubmit={apply} aria-label="Filter candidates">
        <label>
          Location{' '}
          <input
            value={draft.location}
            placeholder="Berlin or DE"
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
          />
        </label>
        <label>
          Seniority{' '}
          <select
            value={draft.seniority}
            onChange={(e) => setDraft({ ...draft, seniority: e.target.value as Filters['seniority'] })}
          >
            <option value="">Any</option>
            <option value="Junior">Junior</option>
            <option value="Mid">Mid</option>
            <option value="Senior">Senior</option>
          </select>
        </label>
        <label>
          Has skill{' '}
          <input
            value={draft.skill}
            placeholder="k8s"
            onChange={(e) => setDraft({ ...draft, skill: e.target.value })}
          />
        </label>
        <button type="submit">Apply</button>
        <span className="spacer" />
        <button
          type="button"
          disabled={shortlist.size === 0}
          onClick={() => download(`shortlist-${jobId}.csv`, shortlistCsv([...shortlist.values()]))}
        >
          Export shortlist ({shortlist.size}) as CSV
        </button>
      </form>
      <div className="shortlist-actions">
        <ShortlistToCandidates jobId={jobId} shortlist={[...shortlist.values()]} />
      </div>
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Ranking candidates" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title="No matching resume">
          <p>
            No resume scores at least 50% for this job
            {filters.location || filters.seniority || filters.skill ? ' with these filters' : ''}.
          </p>
        </EmptyState>
      )}
      {list.items.length > 0 && (
        <table className="table" aria-label="Candidates">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Candidate</th>
              <th scope="col">Score</th>
              <th scope="col">Why</th>
              <th scope="col">Shortlist</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((m, i) => (
              <tr key={m.resume.id}>
                <td>{i + 1}</td>
                <td>
                  <a href={href('resumes', m.resume.id)}>{m.resume.name}</a>
                  <div className="muted small">
                    {[m.resume.occupation, m.resume.location].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td>
                  <strong>{percent(m.score)}</strong>
                </td>
                <td>
                  <Reason reason={m.reason} />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Shortlist ${m.resume.name}`}
                    checked={shortlist.has(m.resume.id)}
                    onChange={() => toggle(m)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loading}>
          Next 20 candidates
        </button>
      )}
    </div>
  );
}

/** A resume's best open jobs, with the same reasons. */
export function ResumeMatchesScreen({ resumeId }: { resumeId: string }) {
  const client = useClient();
  const resume = useOperation('getResume', { params: { id: resumeId } });
  const [total, setTotal] = useState<number>();
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('resumeMatches', {
        params: { id: resumeId },
        query: { limit: 20, cursor },
      });
      setTotal(page.pagination.total);
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client, resumeId],
  );
  const list = usePagedList<ResumeMatch>(fetchPage, resumeId);
  return (
    <div className="screen job-matches">
      <p>
        <a href={href('resumes', resumeId)}>← The resume</a>
      </p>
      <h1>Best open jobs for {resume.data?.personalInfo.name ?? resumeId}</h1>
      {resume.data && (
        <p className="muted">
          {[resume.data.personalInfo.occupation, resume.data.personalInfo.location]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {total !== undefined && <h2>{total.toLocaleString()} matching open jobs</h2>}
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Ranking open jobs" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title="No open job fits this resume">
          <p>No open job scores it at least 50%.</p>
        </EmptyState>
      )}
      {list.items.length > 0 && (
        <table className="table" aria-label="Jobs">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Job</th>
              <th scope="col">Score</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((m, i) => (
              <tr key={m.job.id}>
                <td>{i + 1}</td>
                <td>
                  <a href={href('jobs', m.job.id)}>{m.job.title}</a>
                  <div className="muted small">
                    {[m.job.company, m.job.location].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td>
                  <strong>{percent(m.score)}</strong>
                </td>
                <td>
                  <Reason reason={m.reason} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loading}>
          More jobs
        </button>
      )}
    </div>
  );
}
