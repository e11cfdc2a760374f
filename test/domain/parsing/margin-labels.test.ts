import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';
import { layoutPage, type PdfRun } from '../../../main/domain/parsing/pdf';
import { run } from './pdf-runs';

// moderncv's \cvitem{label}{content} sets the label right-aligned in a narrow left margin, 9 points
// before its content (less than a field gap), and wraps a long label inside the margin: the skills
// came out as "General Accounting" over "Ledger" (skills F1 13 % on the moderncv files of the
// third-party corpus).

const EDGE = 122;
const CONTENT = 131;
/** A label right-aligned at the margin's edge (0.5 em per character, as pdf-runs measures). */
const label = (text: string, y: number): PdfRun => run(text, EDGE - text.length * 5, y);
const content = (text: string, y: number): PdfRun => run(text, CONTENT, y);

describe('labels right-aligned in a left margin beside their content', () => {
  const page: PdfRun[] = [
    run('Skills', CONTENT, 100, 14),
    label('General', 120),
    content('Accounting', 120),
    label('Ledger', 133),
    label('IFRS', 150),
    content('Accounting', 150),
    label('Power BI', 166),
    content('Systems', 166),
    // Too long for the margin: it reaches past the edge, a little short of the content.
    run('Communication', EDGE - 60, 182),
    content('Professional skills', 182),
    run('Languages', CONTENT, 210, 14),
    label('English', 230),
    content('Native speaker', 230),
  ];

  it('reads the label and its content as two fields, a wrapped label as one', () => {
    expect(layoutPage(page, 842).split('\n')).toEqual([
      'Skills',
      'General Ledger\tAccounting',
      'IFRS\tAccounting',
      'Power BI\tSystems',
      'Communication\tProfessional skills',
      '',
      'Languages',
      'English\tNative speaker',
    ]);
  });

  it('gives the skills as printed, and a language with its fluency', () => {
    const { resume } = parseResumeText(`Thomas Green\nthomas@example.com\n\n${layoutPage(page, 842)}`);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(['General Ledger', 'IFRS', 'Power BI', 'Communication']));
    expect(skills).not.toContain('General Accounting');
    expect(skills).not.toContain('Ledger');
    expect(resume.languages).toEqual([{ language: 'English', fluency: 'Native speaker' }]);
  });

  it('knows the margin from two labels, as at the top of a second page', () => {
    const runs = [label('Critical', 80), content('Professional skills', 80), label('Thinking', 93)];
    runs.push(label('English', 120), content('Native speaker', 120));
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Critical Thinking\tProfessional skills',
      '',
      'English\tNative speaker',
    ]);
  });

  it('leaves a lone line and left-aligned text as they are', () => {
    expect(layoutPage([label('English', 120), content('Native speaker', 120)], 842)).toBe(
      'English Native speaker',
    );
    // Words of one length before a wider space, all starting at one place: no sign of a margin
    // (lines set apart, so that no wrap joins them).
    const left = [run('Python', 92, 120), content('Advanced', 120), run('Docker', 92, 140)];
    left.push(content('Intermediate', 140), run('Golang', 92, 160), content('Basic', 160));
    expect(layoutPage(left, 842).split('\n')).toEqual([
      'Python Advanced',
      '',
      'Docker Intermediate',
      '',
      'Golang Basic',
    ]);
  });
});
