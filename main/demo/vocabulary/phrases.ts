// Sentence templates shared by all role families. They are plain functions so
// that filling one in is a single template-literal evaluation, with no string
// searching or replacing per document.

/** Second sentence of a resume summary. */
export const SUMMARY_TRAITS: readonly string[] = [
  'Known for clear communication and calm delivery under pressure.',
  'Enjoys turning messy problems into simple, repeatable processes.',
  'Comfortable working across teams and time zones.',
  'Cares about quality, documentation and leaving things better than found.',
  'Motivated by measurable results and honest feedback.',
  'Brings a practical, customer-first mindset to every project.',
  'Has a track record of mentoring colleagues and sharing knowledge.',
  'Likes fast-moving environments where ownership matters.',
];

/** Optional closing sentence of a resume summary. */
export const SUMMARY_GOALS: readonly ((field: string) => string)[] = [
  (field) => `Looking for a next step in ${field} with more ownership.`,
  (field) => `Open to new opportunities in ${field}, on-site or hybrid.`,
  () => 'Interested in remote-friendly teams with a strong learning culture.',
  (field) => `Currently exploring leadership roles in ${field}.`,
];

/** One-sentence summary of a position: company, team, main skill. */
export const WORK_SUMMARIES: readonly ((company: string, team: string, skill: string) => string)[] = [
  (company, team, skill) => `Member of the ${team} team at ${company}, working mainly with ${skill}.`,
  (company, team, skill) => `Joined ${company} to strengthen the ${team} team; day-to-day focus on ${skill}.`,
  (_company, team, skill) => `Responsible for ${skill} within the ${team} group.`,
  (company, team, skill) => `Worked across the ${team} function at ${company}, owning ${skill}.`,
  (company, _team, skill) => `Brought ${skill} expertise to a growing team at ${company}.`,
];

export const VOLUNTEER_SUMMARIES: readonly ((organization: string) => string)[] = [
  (organization) => `Gave a few hours a week to ${organization}.`,
  (organization) => `Helped ${organization} with weekend events and outreach.`,
  (organization) => `Supported ${organization} with planning and day-to-day coordination.`,
];

export const VOLUNTEER_HIGHLIGHTS: readonly string[] = [
  'Organised a fundraiser that met its goal two weeks early',
  'Coordinated a rota of 15 volunteers',
  'Ran weekly sessions for local young people',
  'Set up a simple system for tracking donations',
];

/** Reference letters, given the candidate's first name. */
export const REFERENCES: readonly ((first: string) => string)[] = [
  (first) =>
    `${first} is one of the most reliable colleagues I have worked with and raised the standard of the whole team.`,
  (first) =>
    `I managed ${first} for two years; ${first} consistently delivered on time and helped others do the same.`,
  (first) =>
    `${first} combines sound judgement with real care for customers. I would hire ${first} again without hesitation.`,
  (first) =>
    `Working with ${first} was a pleasure: thorough, curious and always willing to take on hard problems.`,
];

export const PROJECT_HIGHLIGHTS: readonly ((skill: string) => string)[] = [
  (skill) => `Built the first version in a weekend with ${skill}`,
  () => 'Used by a few hundred people each month',
  (skill) => `Open-sourced the ${skill} code and accepted outside contributions`,
  () => 'Featured in a local meetup talk',
];

/** Selling line of a job ad, given the company. */
export const JOB_PITCHES: readonly ((company: string) => string)[] = [
  (company) => `${company} is growing fast and this role has real impact from day one.`,
  () => 'We offer a supportive team, clear growth paths and a healthy learning budget.',
  () => 'You will join a friendly, experienced team that values ownership and craft.',
  (company) => `At ${company} we care about doing good work and having a life outside it.`,
];
