import { describe, expect, it } from 'vitest';
import { roleFamilyOf, seniorityOf } from '../../../main/domain/taxonomy';

describe('roleFamilyOf', () => {
  it.each([
    ['Senior Software Engineer', 'Software Engineering'],
    ['Staff Engineer', 'Software Engineering'],
    ['Full-Stack Developer', 'Software Engineering'],
    ['Sr. Front-End Developer (React)', 'Software Engineering'],
    ['iOS Developer', 'Software Engineering'],
    ['QA Engineer', 'Software Engineering'],
    ['Engineering Manager', 'Software Engineering'],
    ['Data Scientist', 'Data Science & Analytics'],
    ['Junior Data Analyst', 'Data Science & Analytics'],
    ['Machine Learning Engineer', 'Data Science & Analytics'],
    ['BI Developer', 'Data Science & Analytics'],
    ['Head of Data', 'Data Science & Analytics'],
    ['Site Reliability Engineer', 'DevOps & Cloud'],
    ['Cloud Architect', 'DevOps & Cloud'],
    ['Systems Administrator', 'DevOps & Cloud'],
    ['Security Analyst', 'Cybersecurity'],
    ['Penetration Tester', 'Cybersecurity'],
    ['UX/UI Designer', 'Design & UX'],
    ['Product Designer', 'Design & UX'],
    ['Graphic Designer', 'Design & UX'],
    ['Product Manager', 'Product Management'],
    ['Director of Product', 'Product Management'],
    ['Scrum Master', 'Project & Program Management'],
    ['Account Executive', 'Sales'],
    ['Sales Development Representative', 'Sales'],
    ['VP of Sales', 'Sales'],
    ['Digital Marketing Specialist', 'Marketing'],
    ['Product Marketing Manager', 'Marketing'],
    ['SEO Specialist', 'Marketing'],
    ['Staff Accountant', 'Finance & Accounting'],
    ['FP&A Analyst', 'Finance & Accounting'],
    ['Payroll Accountant', 'Finance & Accounting'],
    ['Chief Financial Officer', 'Finance & Accounting'],
    ['Technical Recruiter', 'HR & Recruiting'],
    ['HR Business Partner', 'HR & Recruiting'],
    ['Supply Chain Planner', 'Operations & Supply Chain'],
    ['Warehouse Associate', 'Operations & Supply Chain'],
    ['Registered Nurse', 'Healthcare & Nursing'],
    ['ICU Nurse', 'Healthcare & Nursing'],
    ['Pharmacy Technician', 'Healthcare & Nursing'],
    ['Paralegal', 'Legal'],
    ['Associate Attorney', 'Legal'],
    ['General Counsel', 'Legal'],
    ['Journeyman Electrician', 'Skilled Trades & Construction'],
    ['HVAC Technician', 'Skilled Trades & Construction'],
    ['Construction Project Manager', 'Skilled Trades & Construction'],
    ['Customer Success Manager', 'Customer Support'],
    ['Help Desk Technician', 'Customer Support'],
    ['Mechanical Engineer', 'Engineering & Manufacturing'],
    ['Civil Engineer', 'Engineering & Manufacturing'],
    ['High School Math Teacher', 'Education & Training'],
    ['Executive Assistant', 'Administrative & Office Support'],
    ['Sous Chef', 'Hospitality & Food Service'],
    ['Co-Founder & CEO', 'Executive Leadership'],
  ])('%s → %s', (title, family) => {
    expect(roleFamilyOf(title)).toBe(family);
  });

  it('returns undefined for titles without a known keyword', () => {
    expect(roleFamilyOf('Associate')).toBeUndefined();
    expect(roleFamilyOf('')).toBeUndefined();
    expect(roleFamilyOf(undefined as unknown as string)).toBeUndefined();
  });
});

describe('seniorityOf', () => {
  it.each([
    ['Software Engineering Intern', 'Junior'],
    ['Marketing Intern', 'Junior'],
    ['Graduate Trainee', 'Junior'],
    ['Junior Data Analyst', 'Junior'],
    ['Jr. Accountant', 'Junior'],
    ['Associate Product Manager', 'Junior'],
    ['Audit Associate', 'Junior'],
    ['Graduate Software Developer', 'Junior'],
    ['Apprentice Electrician', 'Junior'],
    ['Entry-Level Recruiter', 'Junior'],
    ['Marketing Assistant', 'Junior'],
    ['Software Engineer I', 'Junior'],
    ['Senior Software Engineer', 'Senior'],
    ['Sr. Product Designer', 'Senior'],
    ['Lead Data Scientist', 'Senior'],
    ['Tech Lead', 'Senior'],
    ['Principal Engineer', 'Senior'],
    ['Staff Engineer', 'Senior'],
    ['Head of Marketing', 'Senior'],
    ['Director of Human Resources', 'Senior'],
    ['VP of Sales', 'Senior'],
    ['Vice President, Engineering', 'Senior'],
    ['Chief Technology Officer', 'Senior'],
    ['CFO', 'Senior'],
    ['Associate Director, Finance', 'Senior'],
    ['Solutions Architect', 'Senior'],
    ['Master Electrician', 'Senior'],
    ['Software Engineer III', 'Senior'],
    ['Software Engineer II', 'Mid'],
    ['Software Engineer', 'Mid'],
    ['Staff Accountant', 'Mid'],
    ['Staff Nurse', 'Mid'],
    ['Lead Generation Specialist', 'Mid'],
    ['Physician Assistant', 'Mid'],
    ['Scrum Master', 'Mid'],
    ['Account Executive', 'Mid'],
  ])('%s → %s', (title, level) => {
    expect(seniorityOf(title)).toBe(level);
  });

  it('falls back to years of experience, then Mid', () => {
    expect(seniorityOf('Software Engineer', 0)).toBe('Junior');
    expect(seniorityOf('Software Engineer', 1.9)).toBe('Junior');
    expect(seniorityOf('Software Engineer', 2)).toBe('Mid');
    expect(seniorityOf('Accountant', 5.9)).toBe('Mid');
    expect(seniorityOf('Accountant', 6)).toBe('Senior');
    expect(seniorityOf('Nurse', 15)).toBe('Senior');
    expect(seniorityOf('Nurse', Number.NaN)).toBe('Mid');
    expect(seniorityOf('Nurse', -1)).toBe('Mid');
    expect(seniorityOf('')).toBe('Mid');
  });

  it('lets an explicit title cue win over years', () => {
    expect(seniorityOf('Senior Accountant', 1)).toBe('Senior');
    expect(seniorityOf('Junior Developer', 10)).toBe('Junior');
    expect(seniorityOf('Summer Intern', 7)).toBe('Junior');
  });
});
