// Role families outside the office-software world: nursing, law, the skilled
// trades and customer support. They keep the demo from looking like a tech-only
// job board and exercise hourly pay and on-site work.

import { LAW_DEGREES, NURSING_DEGREES, SUPPORT_DEGREES, TRADE_DEGREES } from './education';
import type { RoleFamily } from './types';

/** A small count derived from a percentage, for templates that speak of people or sites. */
const few = (n: number) => 2 + (n % 7);

export const HEALTHCARE: RoleFamily = {
  id: 'healthcare',
  label: 'Healthcare & Nursing',
  field: 'clinical nursing',
  resumeWeight: 9,
  jobWeight: 8,
  titles: [
    'Graduate Nurse, Nursing Assistant, Medical Assistant, Licensed Practical Nurse, Phlebotomist',
    'Registered Nurse, Staff Nurse, ICU Nurse, Emergency Room Nurse, Clinical Nurse, Theatre Nurse',
    'Charge Nurse, Senior Staff Nurse, Nurse Manager, Clinical Nurse Specialist, Nurse Practitioner, Head of Nursing',
  ],
  skillGroups: {
    Clinical:
      'Patient Assessment, Medication Administration, Vital Signs Monitoring, Wound Care, IV Therapy, Phlebotomy, Infection Control, Triage, Catheterization, Dialysis',
    'Acute care': 'BLS, ACLS, Critical Care, Emergency Care, PALS, Telemetry',
    Care: 'Patient Education, Care Planning, Discharge Planning, Geriatric Care, Pediatric Care, Palliative Care, Mental Health Nursing',
    Systems:
      'Electronic Health Records, Epic, Medical Terminology, HIPAA Compliance, Cerner, Telehealth, Remote Patient Monitoring',
  },
  rare: 'Telehealth, Remote Patient Monitoring, Dialysis',
  rising: 'Telehealth, Remote Patient Monitoring, Epic',
  falling: 'Cerner, Telemetry',
  salaryUsd: [62_000, 82_000, 110_000],
  hourlyShare: 0.4,
  remote: [2, 5, 93],
  certificateShare: 0.75,
  projectShare: 0.02,
  githubShare: 0,
  companySuffixes: 'Health, Medical Center, Hospital, Care, Clinic',
  teams:
    'Emergency Department, Intensive Care Unit, Surgical Ward, Paediatrics, Oncology, Outpatient Clinic, Cardiology',
  degreeAreas: 'Nursing, Health Sciences, Biology, Public Health',
  studyTypes: NURSING_DEGREES,
  courses:
    'Anatomy and Physiology, Pharmacology, Microbiology, Adult Nursing, Mental Health Nursing, Nursing Ethics',
  certificates: [
    ['Basic Life Support (BLS)', 'American Heart Association'],
    ['Advanced Cardiovascular Life Support (ACLS)', 'American Heart Association'],
    ['Pediatric Advanced Life Support (PALS)', 'American Heart Association'],
    ['Certified Emergency Nurse (CEN)', 'BCEN'],
    ['Critical Care Registered Nurse (CCRN)', 'AACN'],
    ['Certified Phlebotomy Technician (CPT)', 'National Healthcareer Association'],
  ],
  highlights: [
    (s, n) => `Cared for up to ${few(n) + 2} patients per shift with a focus on ${s}`,
    (s, n) => `Reduced medication errors on the ward by ${n}% by standardising ${s} checks`,
    (s) => `Trained new graduate nurses in ${s} and unit protocols`,
    (s, n) => `Cut average triage wait by ${Math.round(n / 2)} minutes through improved ${s}`,
    (s) => `Served as the unit champion for ${s} during the hospital-wide rollout`,
  ],
  responsibilities: [
    (s) => `Provide safe, compassionate care including ${s}`,
    () => 'Assess, plan and document patient care accurately',
    (s) => `Follow hospital protocols for ${s}`,
    () => 'Work closely with physicians and the multidisciplinary team',
    () => 'Educate patients and families before discharge',
  ],
};

export const LEGAL: RoleFamily = {
  id: 'legal',
  label: 'Legal',
  field: 'legal practice',
  resumeWeight: 4,
  jobWeight: 3,
  titles: [
    'Paralegal, Legal Assistant, Junior Associate, Trainee Solicitor, Compliance Analyst',
    'Associate Attorney, Corporate Lawyer, Legal Counsel, Solicitor, Compliance Officer, Contract Manager',
    'Senior Associate, Senior Legal Counsel, General Counsel, Partner, Head of Legal, Chief Compliance Officer',
  ],
  skillGroups: {
    'Practice areas':
      'Contract Law, Corporate Law, Employment Law, Intellectual Property, Commercial Litigation, Mergers and Acquisitions, Real Estate Law, Banking and Finance Law',
    'Legal skills':
      'Legal Research, Contract Drafting, Legal Writing, Due Diligence, Case Management, Document Review, Litigation Support',
    Regulation:
      'Regulatory Compliance, GDPR, Data Privacy, Anti-Money Laundering, KYC, Corporate Governance, EU AI Act',
    Tools: 'Westlaw, LexisNexis, e-Discovery, Relativity, Clio, Contract Lifecycle Management',
  },
  rare: 'EU AI Act, Contract Lifecycle Management, Relativity',
  rising: 'Data Privacy, EU AI Act, Contract Lifecycle Management, GDPR',
  falling: 'Document Review, Real Estate Law',
  salaryUsd: [60_000, 110_000, 180_000],
  hourlyShare: 0.03,
  remote: [5, 50, 45],
  certificateShare: 0.25,
  projectShare: 0.02,
  githubShare: 0,
  companySuffixes: 'Legal, LLP, & Partners, Law Group, Advisors',
  teams: 'Corporate, Litigation, Commercial Contracts, Privacy, Employment, Compliance',
  degreeAreas: 'Law, Political Science, International Law, Business Law',
  studyTypes: LAW_DEGREES,
  courses:
    'Contract Law, Tort Law, Constitutional Law, Company Law, Evidence, Legal Ethics, European Union Law',
  certificates: [
    ['Certified Information Privacy Professional/Europe (CIPP/E)', 'IAPP'],
    ['Certified Anti-Money Laundering Specialist (CAMS)', 'ACAMS'],
    ['Certified Paralegal (CP)', 'NALA'],
    ['Certified Compliance and Ethics Professional (CCEP)', 'SCCE'],
  ],
  highlights: [
    (s, n) => `Negotiated ${few(n) * 10} commercial agreements with a focus on ${s}`,
    (s, n) => `Cut contract turnaround by ${n}% by introducing ${s} templates`,
    (s, n) => `Supported ${few(n)} acquisitions through ${s} and disclosure review`,
    (s) => `Led the company's ${s} programme ahead of a regulator audit`,
    (s) => `Trained 200 employees on ${s} obligations`,
  ],
  responsibilities: [
    (s) => `Advise the business on ${s} matters`,
    () => 'Draft, review and negotiate commercial agreements',
    (s) => `Keep policies and processes compliant with ${s}`,
    () => 'Manage outside counsel and legal spend',
    () => 'Explain legal risk in plain language',
  ],
};

export const TRADES: RoleFamily = {
  id: 'trades',
  label: 'Skilled Trades & Construction',
  field: 'construction and the trades',
  resumeWeight: 7,
  jobWeight: 6,
  titles: [
    'Apprentice Electrician, Apprentice Plumber, Construction Laborer, Apprentice Carpenter, Welder Apprentice, Junior Site Engineer',
    'Electrician, Plumber, Welder, Carpenter, HVAC Technician, Site Engineer, Construction Estimator, CNC Machinist',
    'Master Electrician, Foreman, Site Manager, Senior Estimator, Construction Project Manager, Construction Manager, Head of Construction',
  ],
  skillGroups: {
    Trades:
      'Welding, Electrical Wiring, Plumbing, Carpentry, HVAC, MIG Welding, TIG Welding, Pipefitting, Concrete Work, Drywall, Masonry',
    Technical: 'Blueprint Reading, AutoCAD, Estimating, Revit, BIM, Quantity Surveying, CNC Machining',
    Site: 'Health and Safety, Site Supervision, OSHA Compliance, Construction Management, Forklift Operation, Heavy Equipment Operation, Scaffolding',
    'Codes & energy':
      'Building Codes, NEC Code, Quality Inspection, Preventive Maintenance, Solar PV Installation, Heat Pump Installation, EV Charger Installation',
  },
  rare: 'Solar PV Installation, Heat Pump Installation, EV Charger Installation',
  rising: 'Solar PV Installation, Heat Pump Installation, BIM, EV Charger Installation',
  falling: 'AutoCAD, Masonry',
  salaryUsd: [42_000, 60_000, 85_000],
  hourlyShare: 0.55,
  remote: [0, 3, 97],
  certificateShare: 0.6,
  projectShare: 0.02,
  githubShare: 0,
  companySuffixes: 'Construction, Builders, Electric, Mechanical, Contractors',
  teams: 'Commercial Projects, Residential, Maintenance, Fit-Out, Infrastructure, Renewables',
  degreeAreas:
    'Construction Technology, Electrical Technology, Welding Technology, Civil Engineering, HVAC Technology',
  studyTypes: TRADE_DEGREES,
  courses: 'Electrical Theory, Technical Drawing, Building Science, Workplace Safety, Materials Technology',
  certificates: [
    ['OSHA 30-Hour Construction', 'OSHA'],
    ['Certified Welder', 'American Welding Society'],
    ['EPA Section 608 Certification', 'US Environmental Protection Agency'],
    ['Journeyman Electrician License', 'State Electrical Licensing Board'],
    ['NCCER Core Curriculum', 'NCCER'],
    ['CSCS Card', 'CITB'],
  ],
  highlights: [
    (s, n) => `Completed ${few(n) * 5} installations on schedule with a focus on ${s}`,
    (s, n) => `Worked ${few(n) * 100} days without a lost-time incident while leading ${s}`,
    (s, n) => `Cut rework on site by ${n}% through careful ${s}`,
    (s, n) => `Supervised a crew of ${few(n) + 3} on ${s} for a 40-unit residential build`,
    (s) => `Trained apprentices in ${s} and safe working practices`,
  ],
  responsibilities: [
    (s) => `Carry out ${s} to code and to specification`,
    () => 'Read drawings and plan the work with the site team',
    () => 'Follow and promote safe working practices on site',
    (s) => `Inspect, test and document completed ${s} work`,
    () => 'Keep tools, equipment and the work area in good order',
  ],
};

export const SUPPORT: RoleFamily = {
  id: 'support',
  label: 'Customer Support',
  field: 'customer support',
  resumeWeight: 8,
  jobWeight: 6,
  titles: [
    'Customer Support Representative, Customer Service Agent, Help Desk Technician, Support Associate, Call Center Agent',
    'Customer Support Specialist, Technical Support Engineer, Customer Success Specialist, IT Support Specialist, Client Services Specialist',
    'Support Team Lead, Customer Support Manager, Senior Technical Support Engineer, Head of Customer Support, Director of Customer Experience',
  ],
  skillGroups: {
    Tools:
      'Zendesk, Salesforce Service Cloud, Freshdesk, Intercom, ServiceNow, Jira Service Management, Help Scout, Gainsight',
    Support:
      'Ticket Management, Troubleshooting, Live Chat Support, Email Support, Phone Support, Escalation Management, Complaint Resolution, Remote Desktop Support',
    Quality: 'Customer Satisfaction, SLA Management, Knowledge Base Management, CSAT, NPS, Quality Assurance',
    Technical: 'Windows, macOS, Active Directory, Networking Basics, ITIL',
    Automation: 'Workflow Automation, Chatbot Design, Conversational AI',
  },
  rare: 'Chatbot Design, Conversational AI, Gainsight',
  rising: 'Intercom, Conversational AI, Chatbot Design, Workflow Automation',
  falling: 'Phone Support, Remote Desktop Support',
  salaryUsd: [38_000, 48_000, 70_000],
  hourlyShare: 0.2,
  remote: [40, 30, 30],
  certificateShare: 0.25,
  projectShare: 0.03,
  githubShare: 0.05,
  companySuffixes: 'Solutions, Services, Telecom, Retail, Software',
  teams: 'Tier 1 Support, Technical Support, Customer Success, Service Desk, Billing Support',
  degreeAreas: 'Communications, Business Administration, Information Technology, Psychology, English',
  studyTypes: SUPPORT_DEGREES,
  courses:
    'Business Communication, Customer Service Management, Introduction to IT, Psychology, Conflict Resolution',
  certificates: [
    ['ITIL 4 Foundation', 'Axelos'],
    ['CompTIA A+', 'CompTIA'],
    ['HDI Customer Service Representative', 'HDI'],
    ['Zendesk Support Administrator', 'Zendesk'],
  ],
  highlights: [
    (s, n) => `Resolved ${few(n) * 10} tickets a week with a CSAT of ${90 + (n % 9)}% using ${s}`,
    (s, n) => `Cut first-response time by ${n}% by reorganising ${s} queues`,
    (s, n) => `Wrote ${few(n) * 10} help-centre articles that deflected tickets through ${s}`,
    (s) => `Onboarded and coached new agents on ${s}`,
    (s, n) => `Reduced escalations to engineering by ${n}% through stronger ${s}`,
  ],
  responsibilities: [
    (s) => `Help customers by email, chat and phone using ${s}`,
    () => 'Troubleshoot issues and escalate with clear, complete notes',
    (s) => `Meet SLA targets and keep ${s} tidy`,
    () => 'Turn recurring questions into help-centre articles',
    () => 'Share customer feedback with product and engineering',
  ],
};
