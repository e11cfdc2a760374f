import { describe, expect, it } from 'vitest';
import { parseResumeFile, parseResumeText } from '../../../main/domain/parsing';
import { makeDocx, utf8 } from './make-files';
import { tinyPdf } from './tiny-pdf';

/** Control characters other than tab and newline, private-use code points, noncharacters. */
const UNSTORABLE = /(?![\t\n])\p{Cc}|\p{Co}|\p{Cs}|[\ufdd0-\ufdef\ufffe\uffff]/gu;

describe('text fidelity: nothing unstorable is kept', () => {
  it('drops control and private-use characters from every field parsed from text', () => {
    const text = [
      'Jane\u0000 Doe',
      '\uf0e0 jane.doe@example.com | \uf095 +1 415 555 0100',
      '',
      'EXPERIENCE',
      'Senior Engineer\u0085',
      '\ue000Acme\u0000 Corp\t2019 – 2023',
      '• Built the \u001bbilling\u0007 service.',
      '',
      'EDUCATION',
      'University of Oslo\u0000\t2012 – 2016',
    ].join('\n');
    const parsed = parseResumeText(text);
    expect(JSON.stringify(parsed)).not.toMatch(UNSTORABLE);
    expect(parsed.resume.basics).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
    expect(parsed.resume.work?.[0]).toMatchObject({ name: 'Acme Corp', position: 'Senior Engineer' });
    expect(parsed.resume.education?.[0]?.institution).toBe('University of Oslo');
  });

  it('drops them from a PDF whose icon glyphs have no Unicode mapping', async () => {
    const content = [
      'BT /F1 20 Tf 50 780 Td (Jane Doe) Tj ET',
      'BT /F1 10 Tf 50 760 Td (\\000 jane@example.com) Tj ET',
      'BT /F1 12 Tf 50 730 Td (EXPERIENCE) Tj ET',
      'BT /F1 10 Tf 50 714 Td (Software Engineer) Tj ET',
      'BT /F1 10 Tf 50 700 Td (\\000\\001 Globex Corporation) Tj ET',
      'BT /F1 10 Tf 50 686 Td (Jan 2020 - Present) Tj ET',
    ].join('\n');
    const parsed = await parseResumeFile('cv.pdf', tinyPdf(content));
    expect(JSON.stringify(parsed)).not.toMatch(UNSTORABLE);
    expect(parsed.resume.basics?.email).toBe('jane@example.com');
    expect(parsed.resume.work?.[0]?.name).toBe('Globex Corporation');
  });

  it('drops them from DOCX, text files and JSON Resume files', async () => {
    const docx = await makeDocx(['Jane Doe', 'jane@example.com', 'Skills', 'Python\u0001, SQL\uf0b7']);
    const text = utf8('Jane Doe\njane@example.com\nSkills\nPython, SQL\u007f\u0090\n');
    const json = utf8(JSON.stringify({ basics: { name: 'Jane\u0000 Doe', label: '\ue001Engineer' } }));
    for (const [name, bytes] of [
      ['cv.docx', docx],
      ['cv.txt', text],
      ['cv.json', json],
    ] as const) {
      const parsed = await parseResumeFile(name, bytes);
      expect(JSON.stringify(parsed), name).not.toMatch(UNSTORABLE);
      expect(parsed.resume.basics?.name, name).toBe('Jane Doe');
    }
  });
});
