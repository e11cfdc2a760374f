import { describe, expect, it } from 'vitest';
import { layoutPage } from '../../../main/domain/parsing/pdf';
import { joinWrapped } from '../../../main/domain/parsing/wrap-glue';
import { run } from './pdf-runs';

describe('words hyphenated at the end of a wrapped line', () => {
  it('rejoins a word hyphenated at the line end without its hyphen', () => {
    expect(joinWrapped('Led change manage-', 'ment for 40 people')).toBe(
      'Led change management for 40 people',
    );
    expect(joinWrapped('improved the infra-', 'structure.')).toBe('improved the infrastructure.');
  });

  it('rejoins a word hyphenated in an upper-case line, keeping an upper-case compound head', () => {
    // Deedy sets school names in capitals in a narrow column (issue #10, latex/deedy 06).
    expect(joinWrapped('SAHYADRI INSTITUTE OF MAN-', 'AGEMENT')).toBe('SAHYADRI INSTITUTE OF MANAGEMENT');
    expect(joinWrapped('FULL-', 'STACK ACADEMY')).toBe('FULL-STACK ACADEMY');
    expect(joinWrapped('LED THE COVID-', '19 RESPONSE')).toBe('LED THE COVID-19 RESPONSE');
    // A capital in a mixed-case line still marks a name.
    expect(joinWrapped('Worked on Human-', 'Computer Interaction')).toBe(
      'Worked on Human-Computer Interaction',
    );
  });

  it('keeps the hyphen of a compound: a usual first half, a capital, a digit, or a hyphen after', () => {
    expect(joinWrapped('Built a full-', 'stack platform')).toBe('Built a full-stack platform');
    expect(joinWrapped('Ran real-', 'time pipelines')).toBe('Ran real-time pipelines');
    expect(joinWrapped('Worked on Human-', 'Computer Interaction')).toBe(
      'Worked on Human-Computer Interaction',
    );
    expect(joinWrapped('Led the COVID-', '19 response')).toBe('Led the COVID-19 response');
    expect(joinWrapped('strengthen the team; day-', 'to-day focus')).toBe(
      'strengthen the team; day-to-day focus',
    );
    expect(joinWrapped('Ran A/', 'B tests')).toBe('Ran A/B tests');
  });

  it('still glues words with a space and refuses a contact item of its own', () => {
    expect(joinWrapped('Shipped the new', 'checkout')).toBe('Shipped the new checkout');
    expect(joinWrapped('+1 (846) 555-0150', 'jane@example.com')).toBeUndefined();
  });

  it('rejoins a hyphenated word in a PDF paragraph, and leaves a hyphen before a new item alone', () => {
    const runs = [
      run('Senior Consultant, Fabrikam', 50, 100),
      run('Led the change management programme and the infra-', 50, 113),
      run('structure migration of the data centre.', 50, 126),
      run('• Built a full-', 50, 139),
      run('• Stack Overflow answers', 50, 152),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Senior Consultant, Fabrikam',
      'Led the change management programme and the infrastructure migration of the data centre.',
      '• Built a full-',
      '• Stack Overflow answers',
    ]);
  });
});
