import { describe, expect, it } from 'vitest';
import {
  allLanguages,
  educationLevelOf,
  normalizeLanguage,
  normalizeLocation,
  parseResumeDate,
} from '../../../main/domain/taxonomy';

describe('educationLevelOf', () => {
  it.each([
    ['High School Diploma', 'HighSchool'],
    ['High school', 'HighSchool'],
    ['GED', 'HighSchool'],
    ['A-Levels', 'HighSchool'],
    ['Abitur', 'HighSchool'],
    ['Associate', 'Associate'],
    ['A.S.', 'Associate'],
    ['AAS', 'Associate'],
    ['Associate of Arts', 'Associate'],
    ["Associate's Degree in Nursing", 'Associate'],
    ['ADN', 'Associate'],
    ['Higher National Diploma', 'Associate'],
    ['Bachelor', 'Bachelor'],
    ['BSc', 'Bachelor'],
    ['B.Sc.', 'Bachelor'],
    ['BA', 'Bachelor'],
    ['B.A.', 'Bachelor'],
    ['BS', 'Bachelor'],
    ['Bachelor of Science', 'Bachelor'],
    ["Bachelor's degree", 'Bachelor'],
    ['B.Eng (Hons)', 'Bachelor'],
    ['B.Tech', 'Bachelor'],
    ['BBA', 'Bachelor'],
    ['BSN', 'Bachelor'],
    ['LLB', 'Bachelor'],
    ['Master', 'Master'],
    ['MSc', 'Master'],
    ['M.Sc.', 'Master'],
    ['MS', 'Master'],
    ['MA', 'Master'],
    ['MBA', 'Master'],
    ['Executive MBA', 'Master'],
    ['Master of Science', 'Master'],
    ["Master's", 'Master'],
    ['MEng', 'Master'],
    ['MPH', 'Master'],
    ['LLM', 'Master'],
    ['PhD', 'Doctorate'],
    ['Ph.D.', 'Doctorate'],
    ['Doctor of Philosophy', 'Doctorate'],
    ['Doctor of Medicine', 'Doctorate'],
    ['MD', 'Doctorate'],
    ['JD', 'Doctorate'],
    ['Juris Doctor', 'Doctorate'],
    ['PharmD', 'Doctorate'],
    ['EdD', 'Doctorate'],
    ['DPhil', 'Doctorate'],
    ['BS/MS', 'Master'],
  ])('%s → %s', (studyType, level) => {
    expect(educationLevelOf(studyType)).toBe(level);
  });

  it.each(['', 'Certificate', 'Bootcamp', 'Diploma', 'Coursework', 'CompTIA A+'])(
    '%j → undefined',
    (studyType) => {
      expect(educationLevelOf(studyType)).toBeUndefined();
    },
  );
});

describe('normalizeLanguage', () => {
  it.each([
    ['English', 'English'],
    ['english', 'English'],
    ['ENGLISH', 'English'],
    ['EN', 'English'],
    ['en-US', 'English'],
    ['eng', 'English'],
    ['Inglés', 'English'],
    ['Anglais', 'English'],
    ['Englisch', 'English'],
    ['Business English', 'English'],
    ['English (Native)', 'English'],
    ['English - C1', 'English'],
    ['Native English speaker', 'English'],
    ['British English', 'English'],
    ['Español', 'Spanish'],
    ['Spanish (fluent)', 'Spanish'],
    ['es', 'Spanish'],
    ['Latin American Spanish', 'Spanish'],
    ['Deutsch', 'German'],
    ['Swiss German', 'German'],
    ['Français', 'French'],
    ['Brazilian Portuguese', 'Portuguese'],
    ['pt-BR', 'Portuguese'],
    ['Mandarin Chinese', 'Chinese (Mandarin)'],
    ['Mandarin', 'Chinese (Mandarin)'],
    ['Chinese', 'Chinese (Mandarin)'],
    ['zh', 'Chinese (Mandarin)'],
    ['zh-CN', 'Chinese (Mandarin)'],
    ['普通话', 'Chinese (Mandarin)'],
    ['中文', 'Chinese (Mandarin)'],
    ['Cantonese', 'Chinese (Cantonese)'],
    ['zh-HK', 'Chinese (Cantonese)'],
    ['Japanese', 'Japanese'],
    ['日本語', 'Japanese'],
    ['한국어', 'Korean'],
    ['Farsi', 'Persian'],
    ['Filipino', 'Tagalog'],
    ['Bahasa Indonesia', 'Indonesian'],
    ['Modern Standard Arabic', 'Arabic'],
    ['Hindi', 'Hindi'],
    ['ASL', 'American Sign Language'],
    ['Polski', 'Polish'],
  ])('%s → %s', (written, name) => {
    expect(normalizeLanguage(written)).toBe(name);
  });

  it.each(['', 'Klingon', 'Python', 'JavaScript', 'English and Spanish', 'Translation'])(
    '%j → undefined',
    (written) => {
      expect(normalizeLanguage(written)).toBeUndefined();
    },
  );

  it('uses a consistent display set of about 60-90 languages', () => {
    const names = allLanguages();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names.length).toBeLessThanOrEqual(100);
    for (const name of names) expect(normalizeLanguage(name)).toBe(name);
  });
});

describe('normalizeLocation', () => {
  it('infers the United States from state codes', () => {
    expect(normalizeLocation('Palo Alto, CA')).toEqual({
      city: 'Palo Alto',
      region: 'CA',
      country: 'US',
      remote: false,
      label: 'Palo Alto, US',
    });
    expect(normalizeLocation('Springfield, IL')).toMatchObject({
      city: 'Springfield',
      region: 'IL',
      country: 'US',
    });
    expect(normalizeLocation('Austin, Texas')).toMatchObject({ city: 'Austin', region: 'TX', country: 'US' });
    expect(normalizeLocation('Wilmington, DE')).toMatchObject({ country: 'US', region: 'DE' });
    expect(normalizeLocation('Portland, OR, USA')).toMatchObject({ city: 'Portland', country: 'US' });
  });

  it('reads country names and codes', () => {
    expect(normalizeLocation('London, UK')).toMatchObject({
      city: 'London',
      country: 'GB',
      label: 'London, GB',
    });
    expect(normalizeLocation('Berlin, DE')).toMatchObject({
      city: 'Berlin',
      country: 'DE',
      label: 'Berlin, DE',
    });
    expect(normalizeLocation('Berlin, Germany')).toMatchObject({ city: 'Berlin', country: 'DE' });
    expect(normalizeLocation('Toronto, CA')).toMatchObject({ city: 'Toronto', country: 'CA' });
    expect(normalizeLocation('Toronto, ON')).toMatchObject({ city: 'Toronto', region: 'ON', country: 'CA' });
    expect(normalizeLocation('London, ON')).toMatchObject({ city: 'London', region: 'ON', country: 'CA' });
    expect(normalizeLocation('Sydney, NSW, Australia')).toMatchObject({ city: 'Sydney', country: 'AU' });
    expect(normalizeLocation('Bangalore, India')).toMatchObject({ city: 'Bengaluru', country: 'IN' });
    expect(normalizeLocation('München')).toMatchObject({ city: 'Munich', country: 'DE' });
    expect(normalizeLocation('Germany')).toMatchObject({ country: 'DE', label: 'DE', remote: false });
    expect(normalizeLocation('United States of America')).toMatchObject({ country: 'US' });
    expect(normalizeLocation('Tbilisi, Georgia')).toMatchObject({ country: 'GE' });
    expect(normalizeLocation('Atlanta, Georgia')).toMatchObject({ country: 'US', region: 'GA' });
  });

  it('knows major cities on their own', () => {
    expect(normalizeLocation('NYC')).toMatchObject({
      city: 'New York',
      region: 'NY',
      country: 'US',
      label: 'New York, US',
    });
    expect(normalizeLocation('San Francisco Bay Area')).toMatchObject({
      city: 'San Francisco',
      country: 'US',
    });
    expect(normalizeLocation('Paris')).toMatchObject({ city: 'Paris', country: 'FR' });
    expect(normalizeLocation('Singapore')).toMatchObject({ country: 'SG', label: 'Singapore, SG' });
    expect(normalizeLocation('Berlin (Hybrid)')).toMatchObject({
      city: 'Berlin',
      country: 'DE',
      remote: false,
    });
  });

  it('recognises remote work', () => {
    expect(normalizeLocation('Remote')).toEqual({ remote: true, label: 'Remote' });
    expect(normalizeLocation('Anywhere')).toEqual({ remote: true, label: 'Remote' });
    expect(normalizeLocation('Remote (US)')).toEqual({ remote: true, country: 'US', label: 'Remote' });
    expect(normalizeLocation('Remote - Germany')).toMatchObject({ remote: true, country: 'DE' });
    expect(normalizeLocation('Work from home')).toMatchObject({ remote: true });
  });

  it('normalizes JSON Resume location objects', () => {
    expect(normalizeLocation({ city: 'San Francisco', region: 'California', countryCode: 'US' })).toEqual({
      city: 'San Francisco',
      region: 'CA',
      country: 'US',
      remote: false,
      label: 'San Francisco, US',
    });
    expect(normalizeLocation({ city: 'Berlin', region: 'Berlin', countryCode: 'de' })).toMatchObject({
      country: 'DE',
      label: 'Berlin, DE',
    });
    expect(normalizeLocation({ city: 'London', countryCode: 'UK' })).toMatchObject({ country: 'GB' });
    expect(normalizeLocation({ city: 'Palo Alto', region: 'CA' })).toMatchObject({ country: 'US' });
    expect(normalizeLocation({ countryCode: 'FR' })).toMatchObject({ country: 'FR', label: 'FR' });
    expect(normalizeLocation({ city: 'Remote' })).toMatchObject({ remote: true, label: 'Remote' });
  });

  it('keeps unknown places readable', () => {
    expect(normalizeLocation('smallville')).toMatchObject({
      city: 'Smallville',
      remote: false,
      label: 'Smallville',
    });
    expect(normalizeLocation('')).toMatchObject({ remote: false });
    expect(normalizeLocation({})).toMatchObject({ remote: false });
  });
});

describe('parseResumeDate', () => {
  it.each([
    ['Jan 2020', { year: 2020, month: 1 }],
    ['January 2020', { year: 2020, month: 1 }],
    ['Sept. 2019', { year: 2019, month: 9 }],
    ['Sep 2019', { year: 2019, month: 9 }],
    ['dec 2021', { year: 2021, month: 12 }],
    ["Mar '19", { year: 2019, month: 3 }],
    ['March 15, 2020', { year: 2020, month: 3 }],
    ['15 March 2020', { year: 2020, month: 3 }],
    ['03/2019', { year: 2019, month: 3 }],
    ['3/2019', { year: 2019, month: 3 }],
    ['03.2019', { year: 2019, month: 3 }],
    ['2019-03', { year: 2019, month: 3 }],
    ['2019-03-15', { year: 2019, month: 3 }],
    ['2019-03-15T09:30:00Z', { year: 2019, month: 3 }],
    ['2019/03', { year: 2019, month: 3 }],
    ['03/15/2019', { year: 2019, month: 3 }],
    ['25/03/2019', { year: 2019, month: 3 }],
    ['2019', { year: 2019 }],
    ['Summer 2018', { year: 2018, season: 'Summer' }],
    ['Fall 2017', { year: 2017, season: 'Fall' }],
    ['Autumn 2017', { year: 2017, season: 'Fall' }],
    ['Spring 2021', { year: 2021, season: 'Spring' }],
    ['Winter 2020', { year: 2020, season: 'Winter' }],
    ['Q3 2021', { year: 2021, month: 7 }],
    ['marzo 2020', { year: 2020, month: 3 }],
    ['März 2020', { year: 2020, month: 3 }],
  ])('%s', (text, expected) => {
    expect(parseResumeDate(text)).toEqual(expected);
  });

  it.each(['Present', 'present', 'Current', 'current', 'now', 'Now', 'Ongoing', 'to date', 'Present.'])(
    '%s → present',
    (text) => {
      expect(parseResumeDate(text)).toBe('present');
    },
  );

  it.each([
    '',
    'soon',
    '2019-13',
    '13/2019',
    'Jan',
    'Smarch 2020',
    '1850',
    '2 years ago',
    'Jan 2019 - Present',
  ])('%j → undefined', (text) => {
    expect(parseResumeDate(text)).toBeUndefined();
  });
});
