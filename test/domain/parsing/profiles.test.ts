import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';
import { findUrls, profileOf } from '../../../main/domain/parsing/contact';

const profile = (text: string) => {
  const link = findUrls(text)[0];
  return link && profileOf(link);
};

describe('links and social profiles', () => {
  it.each([
    ['linkedin.com/in/ana-lopez', 'LinkedIn', 'ana-lopez', 'https://linkedin.com/in/ana-lopez'],
    [
      'https://www.linkedin.com/in/ana-lopez/',
      'LinkedIn',
      'ana-lopez',
      'https://www.linkedin.com/in/ana-lopez/',
    ],
    ['github.com/analopez', 'GitHub', 'analopez', 'https://github.com/analopez'],
    ['https://gitlab.com/analopez', 'GitLab', 'analopez', 'https://gitlab.com/analopez'],
    ['twitter.com/analopez', 'Twitter', 'analopez', 'https://twitter.com/analopez'],
    ['https://x.com/analopez', 'Twitter', 'analopez', 'https://x.com/analopez'],
    [
      'stackoverflow.com/users/123456/ana-lopez',
      'Stack Overflow',
      'ana-lopez',
      'https://stackoverflow.com/users/123456/ana-lopez',
    ],
    ['www.behance.net/analopez', 'Behance', 'analopez', 'https://www.behance.net/analopez'],
    ['dribbble.com/analopez', 'Dribbble', 'analopez', 'https://dribbble.com/analopez'],
    ['medium.com/@analopez', 'Medium', 'analopez', 'https://medium.com/@analopez'],
    ['https://analopez.medium.com', 'Medium', 'analopez', 'https://analopez.medium.com'],
  ])('%s', (text, network, username, url) => {
    expect(profile(text)).toEqual({ network, username, url });
  });

  it('is not fooled by e-mail domains, skills with dots or degrees', () => {
    expect(findUrls('ana@gmail.com')).toEqual([]);
    expect(findUrls('Node.js, Vue.js, ASP.NET, B.Sc. and 3.8/4.0')).toEqual([]);
    expect(findUrls('See analopez.dev.').map((l) => l.url)).toEqual(['https://analopez.dev']);
  });

  it('puts networks into basics.profiles and the first other site into basics.url', () => {
    const parsed = parseResumeText(
      [
        'Ana López',
        'ana@example.com | +1 415 555 0132 | San Francisco, CA',
        'LinkedIn: linkedin.com/in/ana-lopez | GitHub: https://github.com/analopez | analopez.dev | Dribbble: dribbble.com/ana',
        '',
        'Projects',
        'Budget Buddy — https://github.com/analopez/budget-buddy',
      ].join('\n'),
    );
    expect(parsed.resume.basics.url).toBe('https://analopez.dev');
    expect(parsed.resume.basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'ana-lopez', url: 'https://linkedin.com/in/ana-lopez' },
      { network: 'GitHub', username: 'analopez', url: 'https://github.com/analopez' },
      { network: 'Dribbble', username: 'ana', url: 'https://dribbble.com/ana' },
    ]);
    expect(parsed.resume.projects?.[0]).toMatchObject({
      name: 'Budget Buddy',
      url: 'https://github.com/analopez/budget-buddy',
    });
    expect(parsed.confidence['basics.profiles[1].url']).toBeGreaterThan(0.9);
    expect(parsed.resume.basics.location).toEqual({ city: 'San Francisco', region: 'CA', countryCode: 'US' });
  });
});
