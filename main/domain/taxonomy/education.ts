// Degree names and abbreviations → education level. Dots and apostrophes are dropped first, so
// "B.Sc.", "BSc", "M.Sc.", "Ph.D." and "Master's" read as "bsc", "msc", "phd" and "masters". When a
// string names several degrees ("BS/MS", "Integrated Bachelor and Master") the highest counts.

import { withoutDiacritics } from '../diacritics';

export type EducationLevel = 'HighSchool' | 'Associate' | 'Bachelor' | 'Master' | 'Doctorate';

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const DOCTORATE_ABBR = words(`
  phd dphil md jd dds dmd dvm vmd pharmd edd dba dnp psyd scd dsc engd drph dpt od do dsw dma dmin thd
  lld dr doctorate doctoral
`);
const MASTER_ABBR = words(`
  ms msc ma mba emba meng mtech mfa mph mpa msw med msn mres mphil llm march mcom mca mim mps mpp
  mlis mat mha mhsc msed mem mst mdes mmus masters master msci mbus mfin macc mpharm
`);
const BACHELOR_ABBR = words(`
  ba bs bsc bse beng btech bba bfa bcom bed barch bsn llb ab sb bsba bas bscs bms bpharm bdes bmus bsw
  bca bbm bpa bachelors bachelor licence licenciatura laurea
`);
const ASSOCIATE_ABBR = words('aa as aas aat aab adn asn aos associates associate hnd hnc');
const HIGH_SCHOOL_ABBR = words('ged hsd hse gcse gcses igcse matura abitur bac hisset');

const PHRASES: [RegExp, EducationLevel][] = [
  [/\bdoctor(ate|al)?\b|\bph ?d\b|\bjuris doctor\b/, 'Doctorate'],
  [/\bmasters?\b|\bmagister\b|\bpost ?graduate degree\b|\bmaitrise\b/, 'Master'],
  [
    /\bbachelors?\b|\bbaccalaureate degree\b|\bundergraduate degree\b|\blicenciatura\b|\blaurea\b/,
    'Bachelor',
  ],
  [
    /\bassociates?\b|\bfoundation degree\b|\bhigher national (diploma|certificate)\b|\bcommunity college\b/,
    'Associate',
  ],
  [
    /\bhigh ?school\b|\bsecondary (school|education)\b|\bgeneral (educational|equivalency) (development|diploma)\b|\ba ?levels?\b|\bgcses?\b|\binternational baccalaureate\b|\bbaccalaureat\b|\babitur\b|\bmatura\b|\bhsc\b|\bssc\b|\bsixth form\b/,
    'HighSchool',
  ],
];

const RANK: Record<EducationLevel, number> = {
  HighSchool: 1,
  Associate: 2,
  Bachelor: 3,
  Master: 4,
  Doctorate: 5,
};

/**
 * Education level of a degree as written in a resume's studyType: "BSc", "B.A.", "Bachelor of Science",
 * "MBA", "M.Sc.", "PhD", "Doctor of Medicine", "High School Diploma", "GED", "A.S."...; undefined for
 * certificates, bootcamps and unknown strings.
 */
export function educationLevelOf(studyType: string): EducationLevel | undefined {
  if (typeof studyType !== 'string') return undefined;
  const text = withoutDiacritics(studyType.toLowerCase())
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9&/+]+/g, ' ')
    .trim();
  if (!text) return undefined;
  let best: EducationLevel | undefined;
  const consider = (level: EducationLevel) => {
    if (!best || RANK[level] > RANK[best]) best = level;
  };
  for (const [pattern, level] of PHRASES) if (pattern.test(text)) consider(level);
  for (const token of text.split(/[\s/+&]+/)) {
    if (DOCTORATE_ABBR.has(token)) consider('Doctorate');
    else if (MASTER_ABBR.has(token)) consider('Master');
    else if (BACHELOR_ABBR.has(token)) consider('Bachelor');
    else if (ASSOCIATE_ABBR.has(token)) consider('Associate');
    else if (HIGH_SCHOOL_ABBR.has(token)) consider('HighSchool');
  }
  // "Diploma" alone is ambiguous (German Diplom vs. school diploma); only "high school diploma" counts.
  return best;
}
