// Output shapes of the demo generator. They are the product's import formats:
// a JSON Resume v1 document (https://jsonresume.org/schema) and the JSON
// Resume job document, the latter extended with the structured fields the
// index needs (status, dates, salary range, skill lists).
//
// Fields are required where the generator always fills them and optional
// where the format allows them to be absent; sections the generator never
// writes (awards, publications, interests) are typed for completeness.

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

/** A UTC timestamp, YYYY-MM-DDThh:mm:ssZ. */
export type IsoTimestamp = string;

export interface ResumeLocation {
  address?: string;
  postalCode?: string;
  city: string;
  countryCode: string;
  region: string;
}

export type ProfileNetwork = 'LinkedIn' | 'GitHub' | 'Twitter';

export interface ResumeProfile {
  network: ProfileNetwork;
  username: string;
  url: string;
}

export interface ResumeBasics {
  name: string;
  /** Current (or latest) job title. */
  label: string;
  image?: string;
  email: string;
  phone: string;
  url?: string;
  summary: string;
  location: ResumeLocation;
  profiles: ResumeProfile[];
}

export interface ResumeWork {
  /** Employer name. */
  name: string;
  position: string;
  /** "City, Country". */
  location: string;
  description?: string;
  url?: string;
  startDate: IsoDate;
  /** Absent while the position is current. */
  endDate?: IsoDate;
  summary: string;
  highlights: string[];
}

export interface ResumeVolunteer {
  organization: string;
  position: string;
  url?: string;
  startDate: IsoDate;
  endDate?: IsoDate;
  summary: string;
  highlights: string[];
}

export type StudyType =
  | 'High School Diploma'
  | 'Associate'
  | 'Bachelor'
  | 'BSc'
  | 'BA'
  | 'Master'
  | 'MSc'
  | 'MBA'
  | 'PhD';

export interface ResumeEducation {
  institution: string;
  url?: string;
  area: string;
  studyType: StudyType;
  startDate: IsoDate;
  endDate: IsoDate;
  score?: string;
  courses?: string[];
}

export interface ResumeAward {
  title: string;
  date?: IsoDate;
  awarder?: string;
  summary?: string;
}

export interface ResumeCertificate {
  name: string;
  date: IsoDate;
  issuer: string;
  url?: string;
}

export interface ResumePublication {
  name: string;
  publisher?: string;
  releaseDate?: IsoDate;
  url?: string;
  summary?: string;
}

export interface ResumeSkill {
  name: string;
  level: string;
  keywords: string[];
}

export interface ResumeLanguage {
  language: string;
  fluency: string;
}

export interface ResumeInterest {
  name: string;
  keywords?: string[];
}

export interface ResumeReference {
  name: string;
  reference: string;
}

export interface ResumeProject {
  name: string;
  description: string;
  highlights: string[];
  keywords?: string[];
  startDate: IsoDate;
  endDate?: IsoDate;
  url?: string;
  roles?: string[];
  entity?: string;
  type?: string;
}

export interface ResumeMeta {
  canonical?: string;
  version?: string;
  /** When the resume was last touched: the candidate's activity date. */
  lastModified: IsoTimestamp;
}

/** A JSON Resume v1 document. */
export interface JsonResume {
  $schema?: string;
  basics: ResumeBasics;
  work: ResumeWork[];
  volunteer?: ResumeVolunteer[];
  education: ResumeEducation[];
  awards?: ResumeAward[];
  certificates?: ResumeCertificate[];
  publications?: ResumePublication[];
  skills: ResumeSkill[];
  languages: ResumeLanguage[];
  interests?: ResumeInterest[];
  references?: ResumeReference[];
  projects?: ResumeProject[];
  meta: ResumeMeta;
}

export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship' | 'Temporary';
export type JobSeniority = 'Junior' | 'Mid' | 'Senior';
export type RemotePolicy = 'Full' | 'Hybrid' | 'None';
export type JobStatus = 'open' | 'closed';
export type SalaryPeriod = 'year' | 'month' | 'hour';

export interface JobLocation {
  address?: string;
  postalCode?: string;
  city: string;
  countryCode: string;
  region: string;
}

export interface JobSkill {
  name: string;
  level: string;
  keywords: string[];
}

export interface JobMeta {
  canonical?: string;
  version?: string;
  lastModified?: string;
}

/** A JSON Resume job document. */
export interface JsonResumeJob {
  title: string;
  company: string;
  /** Employment type, e.g. "Full-time". */
  type: string;
  date: IsoDate;
  description: string;
  location: JobLocation;
  remote: RemotePolicy;
  /** Human-readable salary, e.g. "$95,000 - $120,000 per year". */
  salary: string;
  /** "Junior", "Mid-level" or "Senior". */
  experience: string;
  responsibilities: string[];
  qualifications: string[];
  skills: JobSkill[];
  meta?: JobMeta;
}

export interface SalaryRange {
  /** Whole units of `currency`; min <= max. */
  min: number;
  max: number;
  /** ISO 4217 code. */
  currency: string;
  period: SalaryPeriod;
}

/** A job posting as the demo produces it: the JSON Resume job plus structured fields. */
export interface DemoJob extends JsonResumeJob {
  type: EmploymentType;
  status: JobStatus;
  /** When the job was posted; `date` is its calendar day. */
  postedAt: IsoTimestamp;
  /** Same value as `type`. */
  employmentType: EmploymentType;
  seniority: JobSeniority;
  salaryRange: SalaryRange;
  /** 3-8 skill names from the role family's pool. */
  requiredSkills: string[];
  /** 0-5 further skill names, disjoint from requiredSkills. */
  niceToHaveSkills: string[];
}
