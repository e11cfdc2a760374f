// Business role families: sales, marketing, finance, people and operations.

import { BUSINESS_DEGREES } from './education';
import type { RoleFamily } from './types';

/** A small count derived from a percentage, for templates that speak of people or accounts. */
const few = (n: number) => 2 + (n % 7);

export const SALES: RoleFamily = {
  id: 'sales',
  label: 'Sales',
  field: 'B2B sales',
  resumeWeight: 9,
  jobWeight: 8,
  titles: [
    'Sales Development Representative, Business Development Representative, Junior Account Executive, Inside Sales Representative',
    'Account Executive, Account Manager, Sales Representative, Business Development Manager, Key Account Manager',
    'Senior Account Executive, Enterprise Account Executive, Sales Manager, Regional Sales Director, Head of Sales, VP of Sales',
  ],
  skillGroups: {
    'CRM & tools': 'Salesforce, HubSpot CRM, LinkedIn Sales Navigator, Pipedrive, Outreach, Salesloft, Gong',
    Selling:
      'Prospecting, Lead Generation, Cold Calling, Solution Selling, Consultative Selling, Closing, Upselling, Objection Handling, Social Selling, SPIN Selling, MEDDIC',
    Pipeline:
      'Pipeline Management, Account Management, Sales Forecasting, Territory Planning, Contract Negotiation, Product Demos, Partner Management, RFP Responses',
  },
  rare: 'MEDDIC, Gong, Outreach',
  rising: 'Gong, LinkedIn Sales Navigator, Outreach, HubSpot CRM',
  falling: 'Cold Calling, SPIN Selling',
  salaryUsd: [50_000, 80_000, 130_000],
  hourlyShare: 0.03,
  remote: [20, 40, 40],
  certificateShare: 0.2,
  projectShare: 0.03,
  githubShare: 0.01,
  companySuffixes: 'Solutions, Group, Industries, Technologies, Partners',
  teams: 'Enterprise, Mid-Market, SMB, EMEA, North America, Channel Partners, New Business',
  degreeAreas: 'Business Administration, Marketing, Communications, Economics, Psychology',
  studyTypes: BUSINESS_DEGREES,
  courses: 'Principles of Marketing, Consumer Behaviour, Business Communication, Negotiation, Microeconomics',
  certificates: [
    ['Salesforce Certified Administrator', 'Salesforce'],
    ['HubSpot Inbound Sales Certification', 'HubSpot Academy'],
    ['Certified Sales Professional (CSP)', 'National Association of Sales Professionals'],
    ['Sandler Foundations Certificate', 'Sandler Training'],
  ],
  highlights: [
    (s, n) => `Exceeded annual quota by ${n}% three years running using ${s}`,
    (s, n) => `Opened ${few(n) * 3} new enterprise accounts through ${s}`,
    (s, n) => `Grew territory revenue ${n}% year over year with disciplined ${s}`,
    (s, n) => `Shortened the average sales cycle by ${Math.round(n / 2)} days by introducing ${s}`,
    (s) => `Ranked top performer of the quarter for ${s} across the region`,
  ],
  responsibilities: [
    (s) => `Build and manage a healthy pipeline in ${s}`,
    () => 'Run discovery calls and tailored product demos',
    () => 'Negotiate and close new business against a quarterly quota',
    (s) => `Forecast accurately and keep ${s} up to date`,
    () => 'Work with marketing and customer success on account plans',
  ],
};

export const MARKETING: RoleFamily = {
  id: 'marketing',
  label: 'Marketing',
  field: 'digital marketing',
  resumeWeight: 7,
  jobWeight: 6,
  titles: [
    'Marketing Assistant, Junior Marketing Coordinator, Social Media Coordinator, Junior Content Writer',
    'Marketing Manager, Digital Marketing Specialist, Content Marketing Manager, SEO Specialist, Performance Marketing Manager, Product Marketing Manager',
    'Senior Marketing Manager, Senior Product Marketing Manager, Marketing Director, Head of Marketing, Head of Growth',
  ],
  skillGroups: {
    Digital:
      'SEO, Google Ads, SEM, Email Marketing, Meta Ads, Marketing Automation, Affiliate Marketing, Programmatic Advertising, TikTok Ads',
    'Content & brand':
      'Content Marketing, Social Media Marketing, Copywriting, Brand Strategy, Public Relations, Video Marketing, Influencer Marketing',
    Analytics:
      'Google Analytics, Google Tag Manager, Marketing Analytics, Conversion Rate Optimization, A/B Testing, Attribution Modeling, Marketing Mix Modeling',
    Tools: 'HubSpot, Canva, Mailchimp, WordPress, Semrush, Marketo, Hootsuite',
  },
  rare: 'Marketing Mix Modeling, Attribution Modeling, TikTok Ads',
  rising: 'TikTok Ads, Influencer Marketing, Marketing Automation, Video Marketing',
  falling: 'Affiliate Marketing, Hootsuite, WordPress',
  salaryUsd: [52_000, 78_000, 125_000],
  hourlyShare: 0.04,
  remote: [20, 55, 25],
  certificateShare: 0.4,
  projectShare: 0.1,
  githubShare: 0.02,
  companySuffixes: 'Media, Agency, Brands, Digital, Marketing',
  teams: 'Growth, Brand, Demand Generation, Content, Lifecycle, Product Marketing',
  degreeAreas: 'Marketing, Communications, Business Administration, Journalism, Media Studies',
  studyTypes: BUSINESS_DEGREES,
  courses:
    'Consumer Behaviour, Digital Marketing, Brand Management, Market Research, Advertising, Statistics',
  certificates: [
    ['Google Ads Search Certification', 'Google'],
    ['Google Analytics Certification', 'Google'],
    ['HubSpot Content Marketing Certification', 'HubSpot Academy'],
    ['Meta Certified Digital Marketing Associate', 'Meta'],
    ['SEO Toolkit Certification', 'Semrush'],
  ],
  highlights: [
    (s, n) => `Grew organic traffic ${n * 2}% in a year through ${s}`,
    (s, n) => `Lowered cost per acquisition by ${n}% by restructuring ${s} campaigns`,
    (s, n) => `Launched ${few(n)} campaigns with ${s} that generated ${n * 40} qualified leads`,
    (s, n) => `Raised email open rates by ${Math.round(n / 3)} points using ${s}`,
    (s) => `Rebuilt the marketing reporting stack around ${s}`,
  ],
  responsibilities: [
    (s) => `Plan and run campaigns across channels, including ${s}`,
    () => 'Own the marketing calendar and campaign budget',
    (s) => `Measure results with ${s} and report on pipeline impact`,
    () => 'Write and edit clear, on-brand copy',
    () => 'Work with sales and product on launches',
  ],
};

export const FINANCE: RoleFamily = {
  id: 'finance',
  label: 'Finance & Accounting',
  field: 'accounting and finance',
  resumeWeight: 8,
  jobWeight: 6,
  titles: [
    'Junior Accountant, Accounts Payable Clerk, Junior Financial Analyst, Accounting Assistant, Audit Associate',
    'Accountant, Financial Analyst, Staff Accountant, FP&A Analyst, Tax Accountant, Payroll Accountant',
    'Senior Accountant, Senior Financial Analyst, Finance Manager, Financial Controller, FP&A Manager, Head of Finance',
  ],
  skillGroups: {
    Accounting:
      'GAAP, IFRS, Accounts Payable, Accounts Receivable, General Ledger, Month-End Close, Reconciliation, Bookkeeping, Accruals',
    Analysis:
      'Budgeting, Financial Modeling, Forecasting, Variance Analysis, FP&A, Cash Flow Management, Valuation',
    Compliance:
      'Auditing, Tax Preparation, Internal Controls, SOX Compliance, Transfer Pricing, ESG Reporting',
    Systems: 'SAP FICO, QuickBooks, Xero, NetSuite, Oracle Financials, Power BI, VBA, Anaplan',
  },
  rare: 'Anaplan, Transfer Pricing, ESG Reporting',
  rising: 'NetSuite, Anaplan, ESG Reporting, Power BI',
  falling: 'VBA, Oracle Financials, Bookkeeping',
  salaryUsd: [55_000, 80_000, 125_000],
  hourlyShare: 0.03,
  remote: [10, 50, 40],
  certificateShare: 0.45,
  projectShare: 0.03,
  githubShare: 0.01,
  companySuffixes: 'Capital, Financial, Bank, Accounting, Holdings',
  teams: 'Financial Planning & Analysis, Controlling, Tax, Treasury, Accounts Payable, Audit',
  degreeAreas: 'Accounting, Finance, Economics, Business Administration, Mathematics',
  studyTypes: BUSINESS_DEGREES,
  courses:
    'Financial Accounting, Management Accounting, Corporate Finance, Taxation, Auditing, Business Law, Econometrics',
  certificates: [
    ['Certified Public Accountant (CPA)', 'AICPA'],
    ['ACCA Qualification', 'ACCA'],
    ['Chartered Financial Analyst (CFA) Level I', 'CFA Institute'],
    ['Certified Management Accountant (CMA)', 'Institute of Management Accountants'],
    ['Financial Modeling & Valuation Analyst (FMVA)', 'Corporate Finance Institute'],
  ],
  highlights: [
    (s, n) => `Shortened month-end close from ${few(n) + 8} to ${few(n) + 2} days with ${s}`,
    (s, n) => `Built a ${s} model that guided a ${few(n) * 5}M budget decision`,
    (s, n) => `Recovered ${n * 3}k in duplicate payments through ${s} reviews`,
    (s) => `Led the audit preparation for ${s} with no material findings`,
    (s, n) => `Automated ${n}% of manual reconciliations using ${s}`,
  ],
  responsibilities: [
    (s) => `Prepare monthly reports and reconciliations under ${s}`,
    () => 'Support the month-end and year-end close',
    (s) => `Build budgets and forecasts in ${s}`,
    () => 'Partner with business leaders on spending and investments',
    () => 'Keep controls and documentation audit-ready',
  ],
};

export const PEOPLE: RoleFamily = {
  id: 'people',
  label: 'HR & Recruiting',
  field: 'human resources',
  resumeWeight: 5,
  jobWeight: 4,
  titles: [
    'HR Assistant, Recruiting Coordinator, Junior Recruiter, HR Administrator, Talent Sourcer',
    'HR Generalist, Recruiter, Technical Recruiter, HR Business Partner, Talent Acquisition Specialist, Payroll Specialist',
    'Senior HR Business Partner, Talent Acquisition Manager, HR Manager, Senior Technical Recruiter, Head of People, Director of Human Resources',
  ],
  skillGroups: {
    Recruiting:
      'Sourcing, Interviewing, Candidate Screening, Applicant Tracking Systems, Onboarding, Employer Branding, Boolean Search, Greenhouse, Lever',
    'HR operations':
      'Payroll, Benefits Administration, HRIS, Workday, BambooHR, SAP SuccessFactors, Employee Records',
    People:
      'Employee Relations, Performance Management, Compensation and Benefits, Learning and Development, Employee Engagement, Diversity and Inclusion, Succession Planning, People Analytics',
    Compliance: 'Employment Law, HR Policies, Labor Relations, Workforce Planning',
  },
  rare: 'People Analytics, Workforce Planning, Lever',
  rising: 'Employer Branding, People Analytics, Workday, Diversity and Inclusion',
  falling: 'Employee Records, Boolean Search',
  salaryUsd: [48_000, 72_000, 115_000],
  hourlyShare: 0.04,
  remote: [10, 50, 40],
  certificateShare: 0.35,
  projectShare: 0.03,
  githubShare: 0.01,
  companySuffixes: 'People, Staffing, Talent, Group, Consulting',
  teams: 'Talent Acquisition, People Operations, Total Rewards, Learning & Development, HR Business Partners',
  degreeAreas: 'Human Resource Management, Psychology, Business Administration, Sociology, Labour Relations',
  studyTypes: BUSINESS_DEGREES,
  courses:
    'Organisational Behaviour, Employment Law, Compensation Management, Industrial Psychology, Training and Development',
  certificates: [
    ['SHRM Certified Professional (SHRM-CP)', 'SHRM'],
    ['CIPD Level 5 Associate Diploma', 'CIPD'],
    ['Professional in Human Resources (PHR)', 'HRCI'],
    ['LinkedIn Certified Professional – Recruiter', 'LinkedIn'],
    ['Certified Payroll Professional (CPP)', 'American Payroll Association'],
  ],
  highlights: [
    (s, n) => `Filled ${few(n) * 8} roles in a year with ${s}, cutting time-to-hire by ${n}%`,
    (s, n) => `Raised offer acceptance to ${60 + Math.round(n / 2)}% by redesigning ${s}`,
    (s) => `Rolled out ${s} to 1,200 employees across four countries`,
    (s, n) => `Lowered first-year attrition by ${Math.round(n / 3)} points through better ${s}`,
    (s) => `Ran payroll and benefits for 900 staff with ${s} and no missed cycles`,
  ],
  responsibilities: [
    (s) => `Run full-cycle recruiting, from ${s} to offer`,
    () => 'Advise managers on employee relations and performance',
    (s) => `Keep ${s} processes accurate and compliant`,
    () => 'Improve onboarding and the employee experience',
    () => 'Report on headcount, hiring and attrition',
  ],
};

export const OPERATIONS: RoleFamily = {
  id: 'operations',
  label: 'Operations & Supply Chain',
  field: 'supply chain operations',
  resumeWeight: 7,
  jobWeight: 6,
  titles: [
    'Operations Assistant, Junior Buyer, Logistics Coordinator, Supply Chain Analyst, Inventory Coordinator',
    'Supply Chain Planner, Procurement Specialist, Logistics Specialist, Operations Analyst, Buyer, Demand Planner',
    'Operations Manager, Senior Supply Chain Manager, Logistics Manager, Procurement Manager, Head of Operations, Director of Supply Chain',
  ],
  skillGroups: {
    Planning: 'Inventory Management, Demand Planning, Supply Planning, S&OP, Capacity Planning, MRP',
    Procurement:
      'Procurement, Vendor Management, Strategic Sourcing, Contract Management, Spend Analysis, Sustainable Sourcing',
    Logistics:
      'Logistics, Warehouse Management, Transportation Management, Import/Export, Incoterms, Last-Mile Delivery',
    Improvement: 'Process Improvement, Lean, Six Sigma, Root Cause Analysis, KPI Reporting, Kaizen',
    Systems: 'ERP Systems, SAP MM, WMS, Oracle SCM, Kinaxis, Blue Yonder',
  },
  rare: 'Kinaxis, Blue Yonder, Sustainable Sourcing',
  rising: 'Kinaxis, S&OP, Sustainable Sourcing, Last-Mile Delivery',
  falling: 'MRP, Kaizen',
  salaryUsd: [48_000, 70_000, 110_000],
  hourlyShare: 0.1,
  remote: [5, 30, 65],
  certificateShare: 0.3,
  projectShare: 0.03,
  githubShare: 0.01,
  companySuffixes: 'Logistics, Supply, Freight, Distribution, Manufacturing',
  teams: 'Inbound Logistics, Procurement, Planning, Fulfilment, Fleet, Continuous Improvement',
  degreeAreas:
    'Supply Chain Management, Industrial Engineering, Business Administration, Logistics, Economics',
  studyTypes: BUSINESS_DEGREES,
  courses:
    'Operations Research, Logistics Management, Purchasing, Production Planning, Quality Management, Statistics',
  certificates: [
    ['Certified Supply Chain Professional (CSCP)', 'ASCM'],
    ['Certified in Planning and Inventory Management (CPIM)', 'ASCM'],
    ['Lean Six Sigma Green Belt', 'IASSC'],
    ['CIPS Level 4 Diploma in Procurement and Supply', 'CIPS'],
  ],
  highlights: [
    (s, n) => `Cut inventory carrying costs by ${n}% through better ${s}`,
    (s, n) => `Renegotiated ${few(n) * 2} supplier contracts via ${s}, saving ${n * 20}k a year`,
    (s, n) => `Improved on-time delivery from ${80 - Math.round(n / 5)}% to 97% with ${s}`,
    (s) => `Led the rollout of ${s} across three warehouses`,
    (s, n) => `Reduced stock-outs by ${n}% by introducing weekly ${s} reviews`,
  ],
  responsibilities: [
    (s) => `Own ${s} for a portfolio of products and suppliers`,
    () => 'Track KPIs and fix the root causes of delays',
    (s) => `Keep ${s} data accurate and processes documented`,
    () => 'Work with finance, sales and warehouse teams on plans',
    () => 'Drive continuous improvement across the operation',
  ],
};
