import type { JobCsvField } from '../../../../main/contract';

/** Each job field as people call it. */
export const FIELD_LABELS: Record<JobCsvField, string> = {
  title: 'Title',
  company: 'Company',
  employmentType: 'Employment type',
  postedAt: 'Posted at',
  description: 'Description',
  city: 'City',
  region: 'Region',
  countryCode: 'Country',
  remote: 'Remote',
  salaryMin: 'Salary from',
  salaryMax: 'Salary to',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  requiredSkills: 'Required skills',
  niceToHaveSkills: 'Nice-to-have skills',
  seniority: 'Seniority',
  status: 'Status',
  experience: 'Experience',
};
