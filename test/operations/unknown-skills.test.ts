// Skills the taxonomy does not know (issue #14): kept as the resume's raw skills, found by the resume
// list's skill filter and search, counted per organization in the skills report's unknownSkills, and
// never mixed into the recognised skills. Real SQLite file, operations dispatched as the transports do.
import { describe, expect, it } from 'vitest';
import { invoke, type OperationContext } from '../../main/operations';
import { addOrganization, sampleResume, tempDatabase } from '../helpers';

function resumeWith(name: string, skills: Array<{ name: string; keywords: string[] }>) {
  const resume = sampleResume();
  resume.basics.name = name;
  resume.basics.email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  return { ...resume, skills, projects: [] };
}

describe('unknown skills', () => {
  it('keeps unknown skill strings as raw skills: reported per organization, filterable, searchable', async () => {
    const { db } = tempDatabase();
    const org = await addOrganization(db, 'Acme');
    const other = await addOrganization(db, 'Other');
    const ctx: OperationContext = org.ctx;
    const ann = await invoke(ctx, 'createResume', {
      body: resumeWith('Ann Lee', [
        { name: 'Web', keywords: ['Sass, Less', 'Theodicy', 'Court Politics / Python'] },
      ]),
    });
    await invoke(ctx, 'createResume', {
      body: resumeWith('Bob Ray', [
        { name: 'Philosophy of Leibniz', keywords: [] },
        { name: 'Metaphysics', keywords: ['theodicy'] },
      ]),
    });
    await invoke(other.ctx, 'createResume', {
      body: resumeWith('Cy Dee', [{ name: 'Ops', keywords: ['Hyperloop Tuning'] }]),
    });

    const skills = await invoke(ctx, 'getResume', { params: { id: ann.id } });
    expect(skills.id).toBe(ann.id);

    const report = await invoke(ctx, 'skillsReport', { query: { scope: 'resumes' } });
    expect(report.unknownSkills).toEqual([
      { name: 'Theodicy', resumes: 2 },
      { name: 'Court Politics', resumes: 1 },
      { name: 'Philosophy of Leibniz', resumes: 1 },
    ]);
    // Joined keywords are split and recognised; unknown strings never enter the recognised skills.
    const top = report.topSkills.map((s) => s.skill);
    expect(top).toEqual(expect.arrayContaining(['Sass', 'Less', 'Python']));
    expect(top).not.toContain('Theodicy');
    const otherReport = await invoke(other.ctx, 'skillsReport', { query: {} });
    expect(otherReport.unknownSkills).toEqual([{ name: 'Hyperloop Tuning', resumes: 1 }]);

    const bySkill = await invoke(ctx, 'listResumes', { query: { skill: 'THEODICY' } });
    expect(bySkill.data.map((r) => r.name).sort()).toEqual(['Ann Lee', 'Bob Ray']);
    expect(bySkill.total).toBe(2);
    const byText = await invoke(ctx, 'listResumes', { query: { q: 'court pol' } });
    expect(byText.data.map((r) => r.name)).toEqual(['Ann Lee']);
    // Another organization's raw skill is not a skill here: a 400 like any unknown name.
    await expect(invoke(ctx, 'listResumes', { query: { skill: 'Hyperloop Tuning' } })).rejects.toMatchObject({
      status: 400,
    });

    // Deleting a resume takes its raw skills out of the report.
    await invoke(ctx, 'deleteResume', { params: { id: ann.id } });
    const after = await invoke(ctx, 'skillsReport', { query: {} });
    expect(after.unknownSkills).toEqual([
      { name: 'Philosophy of Leibniz', resumes: 1 },
      { name: 'theodicy', resumes: 1 },
    ]);

    // Replacing a resume replaces its raw skills in the counts (schema 22's rollup follows every
    // write): a new spelling joins, the old one leaves.
    const bob = bySkill.data.find((r) => r.name === 'Bob Ray');
    await invoke(ctx, 'updateResume', {
      params: { id: bob?.id ?? '' },
      body: resumeWith('Bob Ray', [{ name: 'Metaphysics', keywords: ['THEODICY', 'Modal Realism'] }]),
    });
    const replaced = await invoke(ctx, 'skillsReport', { query: {} });
    expect(replaced.unknownSkills).toEqual([
      { name: 'Modal Realism', resumes: 1 },
      { name: 'THEODICY', resumes: 1 },
    ]);
    const stored = db
      .prepare(
        'SELECT skill, name, resumes FROM resume_raw_skill_spellings ORDER BY organization_id, skill, name',
      )
      .all();
    expect(stored).toEqual(
      db
        .prepare(
          `SELECT skill, name, count(*) AS resumes FROM resume_raw_skills
           GROUP BY organization_id, skill, name ORDER BY organization_id, skill, name`,
        )
        .all(),
    );
    expect(stored).toHaveLength(3);
  });

  it('counts no placeholder of a form and no letter left of a split as an unknown skill', async () => {
    const { db } = tempDatabase();
    const { ctx } = await addOrganization(db, 'Acme');
    for (const [name, keywords] of [
      ['Ann Lee', ['N/A', 'Theodicy', 'None']],
      ['Bob Ray', ['Python, N/A', 'TBD', 'Other', 'etc.']],
    ] as const)
      await invoke(ctx, 'createResume', {
        body: resumeWith(name, [{ name: 'Certifications', keywords: [...keywords] }]),
      });
    const report = await invoke(ctx, 'skillsReport', { query: { scope: 'resumes' } });
    // "N/A" used to count as the unknown skills "N" and "A", in both resumes; the group's name heads
    // keywords, so it is no skill either way.
    expect(report.unknownSkills).toEqual([{ name: 'Theodicy', resumes: 1 }]);
    expect(report.topSkills.map((s) => s.skill)).toContain('Python');
  });

  it('reads Chinese and Japanese skills in English and keeps what the glossary does not cover as written', async () => {
    const { db } = tempDatabase();
    const { ctx } = await addOrganization(db, 'Acme');
    await invoke(ctx, 'createResume', {
      body: resumeWith('Aiko Sato', [
        { name: 'スキル', keywords: ['フロントエンド開発', '机器学习、深度学习', '小程序'] },
      ]),
    });
    const report = await invoke(ctx, 'skillsReport', { query: { scope: 'resumes' } });
    expect(report.topSkills.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['Frontend Development', 'Machine Learning', 'Deep Learning']),
    );
    expect(report.unknownSkills).toEqual([{ name: '小程序', resumes: 1 }]);
    const bySkill = await invoke(ctx, 'listResumes', { query: { skill: 'Frontend Development' } });
    expect(bySkill.data.map((r) => r.name)).toEqual(['Aiko Sato']);
  });
});
