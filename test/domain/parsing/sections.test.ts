import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';
import { toLines, toSections } from '../../../main/domain/parsing/lines';
import { headingOf } from '../../../main/domain/parsing/vocabulary';

describe('section headings', () => {
  it.each([
    ['Experience', 'work'],
    ['WORK EXPERIENCE', 'work'],
    ['Employment', 'work'],
    ['Employment History', 'work'],
    ['Professional Experience:', 'work'],
    ['## Relevant Work Experience', 'work'],
    ['E X P E R I E N C E', 'work'],
    ['Berufserfahrung', 'work'],
    ['Experiencia Laboral', 'work'],
    ['Expérience professionnelle', 'work'],
    ['Education', 'education'],
    ['EDUCATION & TRAINING', 'education'],
    ['Formación Académica', 'education'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['core competencies', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Projects', 'projects'],
    // jsonresume-theme-elegant's heading: its projects were read as a job.
    ['Projects Experience', 'projects'],
    ['Certifications', 'certificates'],
    ['Licenses & Certifications', 'certificates'],
    ['Publications', 'publications'],
    ['Volunteer', 'volunteer'],
    ['Volunteer Experience', 'volunteer'],
    ['Languages', 'languages'],
    ['Idiomas', 'languages'],
    ['References', 'references'],
    ['Summary', 'summary'],
    ['PROFILE', 'summary'],
    ['About Me', 'summary'],
    ['Über mich', 'summary'],
    ['Awards & Honors', 'awards'],
    ['Interests', 'interests'],
    ['Contact', 'contact'],
  ])('%s → %s', (line, key) => {
    expect(headingOf(line)).toBe(key);
  });

  it.each([
    'First Class Honours',
    'Senior Software Engineer',
    'Acme Corp, Berlin',
    'I have experience with Python.',
    'Experience in 2019',
    'Python, SQL, Skills',
    'mentoring other skills',
  ])('%s is not a heading', (line) => {
    expect(headingOf(line)).toBeUndefined();
  });

  it('splits text into sections, keeping the lines before the first heading as the header', () => {
    const sections = toSections(
      toLines(
        'Ana López\nana@example.com\n\nSUMMARY\nAnalyst.\nSkills: Python, SQL\nLanguages: English, Spanish\n',
      ),
    );
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Ana López', 'ana@example.com']],
      ['summary', ['Analyst.']],
      ['skills', ['Python, SQL']],
      ['languages', ['English, Spanish']],
    ]);
  });

  it('"Languages: Python, Go" inside Skills is a group of skills, not the Languages section', () => {
    const parsed = parseResumeText(
      'Ana López\n\nSkills\nLanguages: Python, Go\nTools: Docker, k8s\n\nLanguages\nEnglish (Native)\n',
    );
    expect(parsed.resume.skills).toEqual([
      { name: 'Languages', keywords: ['Python', 'Go'] },
      { name: 'Tools', keywords: ['Docker', 'Kubernetes'] },
    ]);
    expect(parsed.resume.languages).toEqual([{ language: 'English', fluency: 'Native' }]);
  });

  it('warns about missing sections', () => {
    const parsed = parseResumeText('Ana López\nana@example.com\n\nSkills\nPython\n');
    expect(parsed.warnings).toContain('no Education section found');
    expect(parsed.warnings).toContain('no Experience section found');
    expect(parsed.warnings).not.toContain('no Skills section found');
  });
});
