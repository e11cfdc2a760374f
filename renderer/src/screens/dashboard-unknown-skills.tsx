import type { SkillsReport } from '../../../main/contract';

/**
 * The skills resumes list that the taxonomy does not know (the skills report's unknownSkills): the
 * taxonomy's gaps, shown apart from the recognised skills, which they never join.
 */
export function UnknownSkills({ skills }: { skills: SkillsReport['unknownSkills'] }) {
  return (
    <figure className="chart">
      <figcaption>Unrecognised skills: listed in resumes, unknown to the skills taxonomy</figcaption>
      {skills.length === 0 ? (
        <p className="muted">Every skill the resumes list is in the taxonomy.</p>
      ) : (
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Skill as written</th>
              <th scope="col">Resumes</th>
            </tr>
          </thead>
          <tbody>
            {skills.slice(0, 15).map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.resumes.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted small">Find the resumes with the skill filter of the resume list.</p>
    </figure>
  );
}
