import { useEffect, useMemo, useState } from 'react';
import type { CoverageEntry } from '../../../main/contract';
import { useOperation } from '../api/client';
import { Async, EmptyState } from '../components/status';
import { formatCount, plural } from '../format';
import { href } from '../router';

type SortKey = 'title' | 'coverageScore' | 'coverageLabel' | 'matchedResumes';
const LABEL_ORDER = { low: 0, medium: 1, high: 2 } as const;
const percent = (x: number) => `${Math.round(x * 100)}%`;

function compare(a: CoverageEntry, b: CoverageEntry, key: SortKey): number {
  if (key === 'title') return a.title.localeCompare(b.title);
  if (key === 'coverageLabel') return LABEL_ORDER[a.coverageLabel] - LABEL_ORDER[b.coverageLabel];
  return a[key] - b[key];
}

/** The list of top matches carries ids only; the name is one small read per match. */
function ResumeName({ id }: { id: string }) {
  const resume = useOperation('getResume', { params: { id } });
  return <>{resume.data?.personalInfo.name ?? id}</>;
}

function Drilldown({ entry }: { entry: CoverageEntry }) {
  return (
    <aside className="drilldown" aria-label={`Coverage of ${entry.title}`}>
      <h2>{entry.title}</h2>
      <p className="muted">{[entry.company, entry.location].filter(Boolean).join(' · ')}</p>
      <p>
        Coverage <strong>{percent(entry.coverageScore)}</strong> ({entry.coverageLabel}),{' '}
        {entry.matchedResumes} matching resume(s).
      </p>
      <h3>Top matches</h3>
      {entry.topMatches.length === 0 ? (
        <p className="muted">No resume matches this job (scores at least 50%).</p>
      ) : (
        <ol>
          {entry.topMatches.map((m) => (
            <li key={m.resumeId}>
              <a href={href('resumes', m.resumeId)}>
                <ResumeName id={m.resumeId} />
              </a>{' '}
              — score {percent(m.score)}
            </li>
          ))}
        </ol>
      )}
      <h3>Missing skills among the top matches</h3>
      {entry.missingSkillsTop.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <p>{entry.missingSkillsTop.join(', ')}</p>
      )}
      <h3>Fit of the top matches</h3>
      <p>
        Location fit {percent(entry.locationFit.matchRate)} · Seniority fit{' '}
        {percent(entry.seniorityFit.matchRate)}
      </p>
      <p>
        <a href={href('jobs', entry.jobId)}>
          Open the job: {entry.matchedResumes === 1 ? 'its' : 'all'}{' '}
          {plural(entry.matchedResumes, 'candidate')}, with reasons →
        </a>
      </p>
    </aside>
  );
}

/** Which open jobs the pool can fill: scores, labels, and why for each job. */
export function CoverageScreen() {
  const [threshold, setThreshold] = useState(0.3);
  const [settled, setSettled] = useState(threshold);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(threshold), 300);
    return () => clearTimeout(timer);
  }, [threshold]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const report = useOperation('coverageReport', {
    query: { topK: 1000, threshold: settled, ...(q ? { q } : {}) },
  });
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'coverageScore',
    descending: false,
  });
  const [selected, setSelected] = useState<string>();
  const jobs = useMemo(() => {
    const list = [...(report.data?.jobs ?? [])];
    list.sort((a, b) => compare(a, b, sort.key) * (sort.descending ? -1 : 1));
    return list;
  }, [report.data, sort]);
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="link"
        onClick={() => setSort((s) => ({ key, descending: s.key === key ? !s.descending : false }))}
      >
        {label} {sort.key === key ? (sort.descending ? '▼' : '▲') : ''}
      </button>
    </th>
  );
  const entry = jobs.find((j) => j.jobId === selected);

  return (
    <div className="screen coverage">
      <header className="screen-header">
        <h1>Coverage</h1>
        <label>
          Find a job{' '}
          <input
            type="search"
            value={search}
            placeholder="Title, company or city"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="slider">
          Low coverage below {percent(threshold)}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={threshold}
            onChange={(e) => setThreshold(Number(e.target.value))}
          />
        </label>
      </header>
      <Async loaded={report} what="Scoring open jobs against the pool">
        {(data) =>
          data.summary.totalJobs === 0 ? (
            <EmptyState title="No open jobs to cover">
              <p>
                <a href={href('jobs')}>Create or import jobs</a>; coverage scores each open job against every
                resume.
              </p>
            </EmptyState>
          ) : (
            <>
              <p>
                {formatCount(data.summary.lowCoverageJobs)} of {plural(data.summary.totalJobs, 'open job')}{' '}
                {data.summary.lowCoverageJobs === 1 ? 'has' : 'have'} low coverage. Most often missing:{' '}
                {data.summary.topMissingSkills.join(', ') || 'nothing'}
                {data.summary.topMissingSoftSkills.length > 0
                  ? ` (soft skills: ${data.summary.topMissingSoftSkills.slice(0, 5).join(', ')})`
                  : ''}
                .{' '}
                {data.listedJobs > data.jobs.length
                  ? `Showing ${formatCount(data.jobs.length)} of ${plural(data.listedJobs, 'job')}; search to find others.`
                  : ''}
              </p>
              <div className="split">
                <div className="list-pane">
                  <table className="table selectable">
                    <thead>
                      <tr>
                        {header('title', 'Job')}
                        {header('coverageScore', 'Coverage')}
                        {header('coverageLabel', 'Label')}
                        {header('matchedResumes', 'Matched')}
                      </tr>
                    </thead>
                    <tbody>
                      {jobs.map((j) => (
                        <tr key={j.jobId} className={j.jobId === selected ? 'selected' : ''}>
                          <td>
                            <button type="button" className="link" onClick={() => setSelected(j.jobId)}>
                              {j.title}
                            </button>
                            <div className="muted small">
                              {[j.company, j.location].filter(Boolean).join(' · ')}
                            </div>
                          </td>
                          <td>
                            <meter min={0} max={1} value={j.coverageScore} aria-hidden="true" />{' '}
                            {percent(j.coverageScore)}
                          </td>
                          <td>
                            <span className={`badge ${j.coverageLabel}`}>{j.coverageLabel}</span>
                          </td>
                          <td>{j.matchedResumes}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="detail-pane">
                  {entry ? (
                    <Drilldown entry={entry} />
                  ) : (
                    <EmptyState title="Select a job">
                      <p>
                        See its best matching resumes, the skills they lack, and how well location and
                        seniority fit.
                      </p>
                    </EmptyState>
                  )}
                </div>
              </div>
            </>
          )
        }
      </Async>
    </div>
  );
}
