import type { ReactNode } from 'react';
import type { JobPoolReport } from '../../../main/contract';
import { formatCount, formatShare, plural } from '../format';

type Demand = JobPoolReport['topRequiredSkillCounts'];

/** "+18.5 points": a gap between two shares, in percentage points. */
const points = (gap: number) => `${gap > 0 ? '+' : ''}${formatCount(Math.round(gap * 1000) / 10)} points`;

/** A count with its share beside it, muted: "312 (22.3%)". */
function CountWithShare({ count, share }: { count: number; share: number }) {
  return (
    <>
      {formatCount(count)} <span className="muted">({formatShare(share)})</span>
    </>
  );
}

/**
 * One table of the job pool's skill lists (topRequiredSkillCounts or skillsGapsInPoolCounts): per
 * skill, the jobs requiring it and the resumes having it, each with its share, and for the gaps the
 * difference of the two shares. A table, not a chart: the numbers are what a recruiter reads here,
 * and a screen reader reads them by their column headers.
 */
function SkillDemandTable({
  caption,
  demand,
  jobsLabel,
  withGap,
  empty,
  children,
}: {
  caption: string;
  demand: Demand;
  jobsLabel: string;
  withGap: boolean;
  empty: string;
  children?: ReactNode;
}) {
  return (
    <figure className="chart">
      <figcaption>{caption}</figcaption>
      {demand.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="table compact" aria-label={caption}>
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col" className="num">
                {jobsLabel} requiring it
              </th>
              <th scope="col" className="num">
                Resumes having it
              </th>
              {withGap ? (
                <th scope="col" className="num">
                  Gap
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {demand.map((d) => (
              <tr key={d.skill}>
                <th scope="row">{d.skill}</th>
                <td className="num">
                  <CountWithShare count={d.jobs} share={d.jobShare} />
                </td>
                <td className="num">
                  <CountWithShare count={d.resumes} share={d.resumeShare} />
                </td>
                {withGap ? <td className="num">{points(d.jobShare - d.resumeShare)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </figure>
  );
}

/**
 * The job pool's most required skills and the pool's biggest gaps among them, with their counts;
 * the soft skills the jobs ask for, which the report keeps out of both lists, on a line apart.
 * `jobsLabel` names the jobs of the selection ("Open jobs", "Closed jobs", "Jobs").
 */
export function SkillDemand({ report, jobsLabel }: { report: JobPoolReport; jobsLabel: string }) {
  return (
    <>
      <SkillDemandTable
        caption="Most required skills"
        demand={report.topRequiredSkillCounts}
        jobsLabel={jobsLabel}
        withGap={false}
        empty="These jobs name no hard skills."
      >
        {report.softSkillsRequiredCounts.length > 0 ? (
          <p className="muted small">
            Soft skills, apart:{' '}
            {report.softSkillsRequiredCounts
              .slice(0, 6)
              .map((d) => `${d.skill} (${plural(d.jobs, 'job')})`)
              .join(', ')}
          </p>
        ) : null}
      </SkillDemandTable>
      <SkillDemandTable
        caption="Biggest gaps: required more often than resumes have them"
        demand={report.skillsGapsInPoolCounts}
        jobsLabel={jobsLabel}
        withGap
        empty="No gaps: the pool has these skills at least as often as the jobs ask for them."
      />
    </>
  );
}
