import { memo, useMemo, useRef, useState } from 'react';
import type { JobPoolReport, SkillsReport, TalentPoolReport } from '../../../main/contract';
import { useOperation } from '../api/client';
import { Chart, type Measure } from '../components/chart';
import { type Datum, inOrder, toData } from '../components/chart-data';
import { DateRange, dateRangeError } from '../components/date-range';
import { Async, EmptyState } from '../components/status';
import { formatCount } from '../format';
import { href } from '../router';
import { dashboardRequests, type JobStatus, type Scope } from './dashboard-requests';
import { SkillDemand } from './dashboard-skill-demand';
import { UnknownSkills } from './dashboard-unknown-skills';

/** A date input (YYYY-MM-DD) as the reports' ISO bound: from is the day's start, to its end. */
const isoBound = (date: string, end: boolean) =>
  date ? new Date(`${date}T${end ? '23:59:59.999' : '00:00:00.000'}Z`).toISOString() : undefined;

const growth = (rate: string) => Number.parseInt(rate, 10);
/** A growth of share as the reports word it: +35%, -12%. */
const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${formatCount(value)}%`;
/** A fall of share, drawn as a positive bar so its label never runs into the skill names: -12%. */
const fallPercent = (value: number) => `${value > 0 ? '-' : ''}${formatCount(value)}%`;

// The reports' closed bucket sets, in their natural order and in words.
const SENIORITY: ReadonlyArray<readonly [string, string]> = [
  ['Junior', 'Junior'],
  ['Mid', 'Mid-level'],
  ['Senior', 'Senior'],
];
const EDUCATION: ReadonlyArray<readonly [string, string]> = [
  ['HighSchool', 'High school'],
  ['Associate', 'Associate'],
  ['Bachelor', 'Bachelor'],
  ['Master', 'Master'],
  ['Doctorate', 'Doctorate'],
];
const PROGRESSION: ReadonlyArray<readonly [string, string]> = [
  ['Upward', 'Upward'],
  ['Flat', 'Flat'],
  ['Declining', 'Declining'],
  ['Unclear', 'Unclear (fewer than two dated positions)'],
];
const RECENCY: ReadonlyArray<readonly [string, string]> = [
  ['0-30d', '0–30 days'],
  ['31-90d', '31–90 days'],
  ['90d+', 'Over 90 days'],
];

const DOCUMENTS: Measure = { unit: 'documents' };
const GROWTH: Measure = { unit: 'growth of share', value: signedPercent, tick: signedPercent };
const FALL: Measure = { unit: 'fall of share', value: fallPercent, tick: fallPercent };

function Kpi({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="kpi">
      <span className="kpi-value">{typeof value === 'number' ? formatCount(value) : value}</span>
      <span className="kpi-label">{label}</span>
    </div>
  );
}

// The sections are memoised: each of the three reports answers on its own, and a section that
// re-rendered for another's answer would hand its charts new data arrays, each a full redraw.
const SkillsSection = memo(function SkillsSection({ report }: { report: SkillsReport }) {
  // Documents naming each category, its top skills in the tooltip (not the skills listed per
  // category, which the topK cap made equal for every bar).
  const categories: Datum[] = report.categories.map((c) => ({
    name: c.category,
    value: c.documents,
    detail: `Top: ${c.topSkills.map((s) => `${s.skill} (${formatCount(s.count)})`).join(', ')}`,
  }));
  return (
    <section aria-labelledby="skills-heading">
      <h2 id="skills-heading">Skills intelligence</h2>
      {report.topSkills.length === 0 ? (
        <EmptyState title="No skills found yet">
          <p>
            Skills come from the resumes and jobs you import. <a href={href('resumes')}>Import resumes</a> to
            see what your pool knows.
          </p>
        </EmptyState>
      ) : (
        <div className="grid">
          <Chart
            title="Top skills (documents naming the skill)"
            kind="bar"
            data={report.topSkills.map((s) => ({ name: s.skill, value: s.count }))}
            measure={DOCUMENTS}
          />
          <Chart
            title="Emerging skills (growth of share, last 3 months vs the 3 before, %)"
            kind="bar"
            data={report.emergingSkills.map((s) => ({ name: s.skill, value: growth(s.growthRate) }))}
            measure={GROWTH}
          />
          <Chart
            title="Declining skills (fall of share, last 3 months vs the 3 before, %)"
            kind="bar"
            data={report.decliningSkills.map((s) => ({ name: s.skill, value: -growth(s.growthRate) }))}
            measure={FALL}
          />
          <Chart
            title="Skills by category (documents naming a skill of the category)"
            kind="bar"
            data={categories.slice(0, 15)}
            measure={DOCUMENTS}
          />
          <figure className="chart">
            <figcaption>Missing skills: wanted by open jobs more than the pool has them</figcaption>
            {report.missingSkills.length === 0 ? (
              <p className="muted">No gaps: the pool covers what open jobs ask for.</p>
            ) : (
              <table className="table compact">
                <thead>
                  <tr>
                    <th scope="col">Skill</th>
                    <th scope="col">Related roles</th>
                  </tr>
                </thead>
                <tbody>
                  {report.missingSkills.slice(0, 15).map((s) => (
                    <tr key={s.skill}>
                      <td>{s.skill}</td>
                      <td className="muted">{s.relatedRoles.slice(0, 3).join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {report.missingSoftSkills.length > 0 ? (
              <p className="muted">
                Soft skills open jobs ask for more than resumes name:{' '}
                {report.missingSoftSkills
                  .slice(0, 8)
                  .map((s) => s.skill)
                  .join(', ')}
              </p>
            ) : null}
          </figure>
          <UnknownSkills skills={report.unknownSkills} />
        </div>
      )}
    </section>
  );
});

/** The jobs a job pool report is over, by its status filter, as the skill tables' column heading. */
const JOBS_LABEL: Record<JobStatus, string> = { open: 'Open jobs', closed: 'Closed jobs', all: 'Jobs' };

const JobPoolSection = memo(function JobPoolSection({
  report,
  windowed,
  status,
}: {
  report: JobPoolReport;
  windowed: boolean;
  status: JobStatus;
}) {
  const salary = report.averageSalaryRange;
  const total = Object.values(report.employmentTypes).reduce((a, b) => a + b, 0);
  const jobs = useMemo<Measure>(() => ({ unit: 'jobs', total }), [total]);
  return (
    <section aria-labelledby="jobpool-heading">
      <h2 id="jobpool-heading">Job pool</h2>
      <div className="kpis">
        <Kpi label="jobs in this selection" value={total} />
        <Kpi label="posted in the last 7 days" value={report.postedWithin.last7Days} />
        <Kpi label="posted in the last 30 days" value={report.postedWithin.last30Days} />
        <Kpi
          label={
            salary.currency
              ? `average salary range (${salary.currency} per ${salary.period})`
              : 'average salary range'
          }
          value={
            salary.currency
              ? `${formatCount(Math.round(salary.min))} – ${formatCount(Math.round(salary.max))}`
              : 'no salary data'
          }
        />
      </div>
      {total === 0 ? (
        <EmptyState title="No jobs match these filters">
          <p>
            <a href={href('jobs')}>Add or import jobs</a>
            {windowed ? ', or widen the date window.' : ' or choose another job status.'}
          </p>
        </EmptyState>
      ) : (
        <div className="grid">
          <Chart title="Jobs by role family" kind="bar" data={toData(report.roles, 15)} measure={jobs} />
          <Chart title="Jobs by location" kind="bar" data={toData(report.locations, 15)} measure={jobs} />
          <Chart
            title="Jobs by seniority"
            kind="pie"
            data={inOrder(report.seniorityLevels, SENIORITY)}
            measure={jobs}
          />
          <Chart
            title="Jobs by employment type"
            kind="pie"
            data={toData(report.employmentTypes)}
            measure={jobs}
          />
          <SkillDemand report={report} jobsLabel={JOBS_LABEL[status]} />
        </div>
      )}
    </section>
  );
});

const TalentPoolSection = memo(function TalentPoolSection({
  report,
  windowed,
}: {
  report: TalentPoolReport;
  windowed: boolean;
}) {
  const total = Object.values(report.activityRecency).reduce((a, b) => a + b, 0);
  const resumes = useMemo<Measure>(() => ({ unit: 'resumes', total }), [total]);
  return (
    <section aria-labelledby="talent-heading">
      <h2 id="talent-heading">Talent pool</h2>
      <div className="kpis">
        <Kpi label="resumes in this selection" value={total} />
        <Kpi label="average years of experience" value={report.averageYearsExperience} />
      </div>
      {total === 0 ? (
        <EmptyState title="No resumes match these filters">
          <p>
            <a href={href('resumes')}>Import resumes</a>
            {windowed ? ', or widen the date window.' : ' to see who your pool is.'}
          </p>
        </EmptyState>
      ) : (
        <div className="grid">
          <Chart
            title="Resumes by role family"
            kind="bar"
            data={toData(report.roles, 15)}
            measure={resumes}
          />
          <Chart
            title="Resumes by location"
            kind="bar"
            data={toData(report.locations, 15)}
            measure={resumes}
          />
          <Chart
            title="Experience levels"
            kind="pie"
            data={inOrder(report.experienceLevels, SENIORITY)}
            measure={resumes}
          />
          <Chart
            title="Highest education level"
            kind="bar"
            data={inOrder(report.educationLevels, EDUCATION)}
            measure={resumes}
          />
          <Chart
            title="Career progression"
            kind="pie"
            data={inOrder(report.careerProgression, PROGRESSION)}
            measure={resumes}
          />
          <Chart
            title="Last activity"
            kind="bar"
            data={inOrder(report.activityRecency, RECENCY)}
            measure={resumes}
          />
          <Chart title="Spoken languages" kind="bar" data={toData(report.languages, 12)} measure={resumes} />
        </div>
      )}
    </section>
  );
});

/** The analytics at a glance, with the reports' own filters. */
export function DashboardScreen() {
  const [scope, setScope] = useState<Scope>('both');
  const [status, setStatus] = useState<JobStatus>('open');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // From after To is answered at the field, once; the reports keep the last window they could answer.
  const rangeError = dateRangeError(from, to);
  const lastWindow = useRef({ from: '', to: '' });
  if (!rangeError) lastWindow.current = { from, to };
  const { from: windowFrom, to: windowTo } = lastWindow.current;
  const window = useMemo(
    () => ({ from: isoBound(windowFrom, false), to: isoBound(windowTo, true) }),
    [windowFrom, windowTo],
  );
  const requests = dashboardRequests(scope, status, window);
  const skills = useOperation('skillsReport', requests.skills);
  const jobPool = useOperation('jobPoolReport', requests.jobPool);
  const talentPool = useOperation('talentPoolReport', requests.talentPool);

  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Dashboard</h1>
        <form className="filters" aria-label="Report filters" onSubmit={(e) => e.preventDefault()}>
          <DateRange from={from} to={to} onFrom={setFrom} onTo={setTo} error={rangeError} />
          <label>
            Job status
            <select value={status} onChange={(e) => setStatus(e.target.value as JobStatus)}>
              <option value="open">Open</option>
              <option value="closed">Closed</option>
              <option value="all">All</option>
            </select>
          </label>
          <label>
            Skills from
            <select value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
              <option value="both">Resumes and jobs</option>
              <option value="resumes">Resumes</option>
              <option value="jobs">Jobs</option>
            </select>
          </label>
        </form>
      </header>
      <p className="muted small">
        The date window applies to job postings and to resumes' last activity; skill trends always compare the
        last three months with the three before.
      </p>
      <Async loaded={skills} what="Computing skills">
        {(report) => <SkillsSection report={report} />}
      </Async>
      <Async loaded={jobPool} what="Computing the job pool">
        {(report) => (
          <JobPoolSection report={report} windowed={Boolean(windowFrom || windowTo)} status={status} />
        )}
      </Async>
      <Async loaded={talentPool} what="Computing the talent pool">
        {(report) => <TalentPoolSection report={report} windowed={Boolean(windowFrom || windowTo)} />}
      </Async>
    </div>
  );
}
