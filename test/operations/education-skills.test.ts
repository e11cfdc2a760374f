// A degree's field of study is knowledge the candidate has: a job that asks for "a degree in Computer
// Science" (free text reads the discipline there) finds it in a graduate's education section, which
// lists no such skill. Real SQLite file, operations dispatched as the transports do.
import { describe, expect, it } from 'vitest';
import { invoke } from '../../main/operations';
import { addOrganization, sampleJob, sampleResume, tempDatabase } from '../helpers';

function graduate(name: string, area: string) {
  const resume = sampleResume();
  resume.basics.name = name;
  resume.basics.email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  return {
    ...resume,
    skills: [{ name: 'Web', keywords: ['JavaScript'] }],
    education: [{ institution: 'State University', area, studyType: 'Bachelor' }],
  };
}

describe('fields of study', () => {
  it("count among a resume's skills, so a job asking for the degree matches its graduates", async () => {
    const { db } = tempDatabase();
    const { ctx } = await addOrganization(db, 'Acme');
    const cs = await invoke(ctx, 'createResume', { body: graduate('Ann Lee', 'Computer Science') });
    await invoke(ctx, 'createResume', { body: graduate('Bob Ray', 'Underwater Basket Weaving') });
    const job = await invoke(ctx, 'createJob', {
      body: {
        ...sampleJob(),
        title: 'Web Developer',
        skills: [],
        qualifications: ['Degree in Computer Science or equivalent practical experience', 'JavaScript'],
      },
    });
    const matches = await invoke(ctx, 'jobMatches', { params: { id: job.id }, query: { limit: 10 } });
    const ann = matches.data.find((m) => m.resume.id === cs.id);
    expect(ann?.reason.requiredSkills.matched).toEqual(['Computer science', 'JavaScript']);
    // Whoever else matches lacks the field.
    for (const m of matches.data.filter((m) => m.resume.id !== cs.id))
      expect(m.reason.requiredSkills.missing).toEqual(['Computer science']);
    // A field the taxonomy does not know is no raw skill either: education is not a skills list.
    const report = await invoke(ctx, 'skillsReport', { query: { scope: 'resumes' } });
    expect(report.unknownSkills.map((s) => s.name)).not.toContain('Underwater Basket Weaving');
    expect(report.topSkills.map((s) => s.skill)).toContain('Computer science');
  });
});
