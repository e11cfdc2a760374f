import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';

describe('canonicalSkill', () => {
  it.each([
    ['k8s', 'Kubernetes'],
    ['K8S', 'Kubernetes'],
    ['kubernetes', 'Kubernetes'],
    ['JS', 'JavaScript'],
    ['ECMAScript', 'JavaScript'],
    ['ES6', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['Postgres', 'PostgreSQL'],
    ['postgresql', 'PostgreSQL'],
    ['MS Excel', 'Microsoft Excel'],
    ['ms excel', 'Microsoft Excel'],
    ['Excel', 'Microsoft Excel'],
    ['golang', 'Go'],
    ['Go', 'Go'],
    ['go', 'Go'],
    ['R', 'R'],
    ['r', 'R'],
    ['C', 'C'],
    ['c++', 'C++'],
    ['CPP', 'C++'],
    ['c#', 'C#'],
    ['C Sharp', 'C#'],
    ['.net', '.NET'],
    ['.NET Core', '.NET'],
    ['dotnet', '.NET'],
    ['Node', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['node.js', 'Node.js'],
    ['ReactJS', 'React'],
    ['React.js', 'React'],
    ['vue', 'Vue.js'],
    ['AWS', 'AWS'],
    ['Amazon Web Services', 'AWS'],
    ['GCP', 'Google Cloud'],
    ['Azure', 'Microsoft Azure'],
    ['sklearn', 'scikit-learn'],
    ['ML', 'Machine Learning'],
    ['NLP', 'Natural Language Processing'],
    ['Spark', 'Apache Spark'],
    ['Spring', 'Spring Framework'],
    ['Spring Boot', 'Spring Boot'],
    ['CI/CD', 'CI/CD'],
    ['continuous integration', 'CI/CD'],
    ['A/B testing', 'A/B Testing'],
    ['REST', 'REST APIs'],
    ['RESTful APIs', 'REST APIs'],
    ['front-end development', 'Frontend Development'],
    ['Front End Development', 'Frontend Development'],
    ['frontend development', 'Frontend Development'],
    ['Go-to-Market', 'Go-to-Market'],
    ['go to market', 'Go-to-Market'],
    ['GTM', 'Go-to-Market'],
    ['SFDC', 'Salesforce'],
    ['HubSpot CRM', 'HubSpot'],
    ['FP&A', 'FP&A'],
    ['P&L', 'P&L Management'],
    ['GAAP', 'GAAP'],
    ['QuickBooks Online', 'QuickBooks'],
    ['EHR', 'Electronic Health Records'],
    ['EKG', 'ECG'],
    ['BLS', 'BLS'],
    ['Venipuncture', 'Phlebotomy'],
    ['eDiscovery', 'E-Discovery'],
    ['Westlaw', 'Westlaw'],
    ['MIG welding', 'MIG Welding'],
    ['OSHA 30', 'OSHA Compliance'],
    ['CDL', 'Commercial Driving'],
    ["Commercial Driver's License", 'Commercial Driving'],
    ['Zendesk', 'Zendesk'],
    ['ITIL v4', 'ITIL'],
    ['Mandarin', 'Chinese (Mandarin)'],
    ['Español', 'Spanish'],
    ['MS Office', 'Microsoft Office'],
    ['G Suite', 'Google Workspace'],
    ['Problem-Solving', 'Problem Solving'],
    ['Closing', 'Deal Closing'],
    ['Sourcing', 'Candidate Sourcing'],
    ['Six Sigma Green Belt', 'Six Sigma'],
    ['Lean Six Sigma', 'Six Sigma'],
    ['AutoCAD LT', 'AutoCAD'],
    ['SOLIDWORKS', 'SolidWorks'],
    ['Figma', 'Figma'],
    ['Adobe XD', 'Adobe XD'],
  ])('%s → %s', (written, expected) => {
    expect(canonicalSkill(written)).toBe(expected);
  });

  it('tolerates surrounding space, versions and proficiency words', () => {
    expect(canonicalSkill('  Python  ')).toBe('Python');
    expect(canonicalSkill('Python 3.11')).toBe('Python');
    expect(canonicalSkill('Java 8+')).toBe('Java');
    expect(canonicalSkill('Advanced Excel')).toBe('Microsoft Excel');
    expect(canonicalSkill('Proficient in SQL')).toBe('SQL');
    expect(canonicalSkill("Python's")).toBe('Python');
    // Job postings write "X abilities" and "General X" for X (recognition-jobs.json's labelling rule).
    expect(canonicalSkill('Leadership abilities')).toBe('Leadership');
    expect(canonicalSkill('General Accounting')).toBe('Accounting');
  });

  it('reads the name or the abbreviation around parentheses', () => {
    expect(canonicalSkill('Kubernetes (K8s)')).toBe('Kubernetes');
    expect(canonicalSkill('Amazon Web Services (AWS)')).toBe('AWS');
    expect(canonicalSkill('Infrastructure as Code (IaC)')).toBe('Infrastructure as Code');
    expect(canonicalSkill('Basic Life Support (BLS)')).toBe('BLS');
    expect(canonicalSkill('Electrocardiograms (ECGs)')).toBe('ECG');
    expect(canonicalSkill('Sarbanes-Oxley (SOX)')).toBe('SOX Compliance');
  });

  it('reads no acronym in brackets that the name before it spells out as something else', () => {
    // Job postings' strings: the acronym is the name's, not a skill's of the same letters.
    expect(canonicalSkill('Americans with Disabilities Act (ADA)')).toBeUndefined();
    expect(canonicalSkill('Academic Knowledge and Skills (AKS)')).toBeUndefined();
    // Nor one in capitals of a tool named in lower case ("tee", "aha").
    expect(canonicalSkill('American Heart Association (AHA)')).toBeUndefined();
    expect(canonicalSkill('Transesophageal Echocardiography (TEE)')).not.toBe('tee');
  });

  it('knows the general skills public resumes list that no source names', () => {
    // A theme sample's "migrations" and a probe of 40 public JSON Resume files.
    expect(canonicalSkill('migrations')).toBe('Database Migration');
    expect(canonicalSkill('Security Testing')).toBe('Security Testing');
    expect(canonicalSkill('Feature Extraction')).toBe('Feature Extraction');
    expect(canonicalSkill('Compression Algorithms')).toBe('Data Compression');
    expect(canonicalSkill('Laser Cutting')).toBe('Laser Cutting');
  });

  it('reads a product by its short name as the one skill, not a second one a source named so', () => {
    // A probe of public resumes: "Travis" and "Handlebars" were O*NET's and Linguist's skills beside the
    // hand-written Travis CI and Handlebars.js, so a resume listing them matched no one asking for either.
    expect(canonicalSkill('Travis')).toBe('Travis CI');
    expect(canonicalSkill('Handlebars')).toBe('Handlebars.js');
    expect(canonicalSkill('Ethers')).toBe('Ethers.js');
    expect(canonicalSkill('Adonis')).toBe('AdonisJS');
    expect(extractSkills('I worked with Travis on the launch and fixed the bike handlebars.')).toEqual([]);
  });

  it('returns undefined for unknown or empty input', () => {
    expect(canonicalSkill('Underwater basket weaving')).toBeUndefined();
    expect(canonicalSkill('')).toBeUndefined();
    expect(canonicalSkill('   ')).toBeUndefined();
    expect(canonicalSkill('the')).toBeUndefined();
    expect(canonicalSkill(undefined as unknown as string)).toBeUndefined();
  });

  it('does not merge two skills written together', () => {
    expect(canonicalSkill('HTML/CSS')).toBeUndefined();
  });

  it('reads the products that public resumes list as themselves, not as a word they contain', () => {
    // Each was another skill before: Materials Science (polymers), MPlexus DICOM RadiX, Machine
    // Learning (ML), Substance Painter's alias, the tldr command pop.
    expect(canonicalSkill('Polymer')).toBe('Polymer');
    expect(canonicalSkill('Polymers')).toBe('Materials Science');
    expect(canonicalSkill('Radix')).toBe('Radix UI');
    expect(canonicalSkill('Firebase ML Kit')).toBe('ML Kit');
    expect(canonicalSkill('Substance Designer')).toBe('Substance Designer');
    expect(canonicalSkill('Substance Painter')).toBe('Substance Painter');
    expect(canonicalSkill('POP3')).toBe('POP3');
    expect(canonicalSkill('IMAP')).toBe('IMAP');
  });

  it('knows tools of the Stack Overflow survey and public resumes that no source has', () => {
    expect(canonicalSkill('YouTrack')).toBe('YouTrack');
    expect(canonicalSkill('Ringcentral')).toBe('RingCentral');
    expect(canonicalSkill('Microsoft Planner')).toBe('Microsoft Planner');
    expect(canonicalSkill('WolframAlpha')).toBe('Wolfram Alpha');
    expect(canonicalSkill('AWS CodeWhisperer')).toBe('Amazon CodeWhisperer');
    expect(canonicalSkill('MFC')).toBe('MFC');
    // Words too: a skills list means the tools, prose the insect, the musician and the short way.
    expect(canonicalSkill('Ant')).toBe('Apache Ant');
    expect(canonicalSkill('Composer')).toBe('Composer');
    expect(canonicalSkill('Shortcut')).toBe('Shortcut');
    expect(extractSkills('Requirements: PHP 7.2+ and Composer.')).toContain('Composer');
    expect(extractSkills('He is a composer of film music.')).toEqual([]);
    expect(extractSkills('Post-processing with the Three.js Effect Composer.')).not.toContain('Composer');
    expect(extractSkills('We studied an ant colony and took a shortcut.')).toEqual([]);
  });

  it('knows tools that public resumes list and the taxonomy left unknown', () => {
    expect(canonicalSkill('Asterisk')).toBe('Asterisk');
    expect(canonicalSkill('Telegraf')).toBe('Telegraf');
    expect(canonicalSkill('Cisco ASA')).toBe('Cisco ASA');
    expect(canonicalSkill('Active Record')).toBe('ActiveRecord');
    expect(canonicalSkill('Apache HTTP')).toBe('Apache HTTP Server');
    expect(canonicalSkill('AdSense')).toBe('Google AdSense');
    expect(canonicalSkill('Boost')).toBe('Boost C++ Libraries');
    expect(canonicalSkill('Concourse')).toBe('Concourse CI');
    expect(canonicalSkill('Code Optimisation')).toBe('Performance Profiling');
    // Words and names among them keep to their own sense in prose.
    expect(extractSkills('Built an Asterisk PBX with SIP trunks.')).toContain('Asterisk');
    expect(extractSkills('Fine-tuned BERT models for classification.')).toContain('BERT');
    expect(extractSkills('Items marked with an asterisk are optional.')).toEqual([]);
    expect(extractSkills('Bert joined the team to boost sales.')).toEqual([]);
  });

  it('reads those products in prose only in their sense', () => {
    expect(extractSkills('Built the UI with Radix and Tailwind.')).toContain('Radix UI');
    expect(extractSkills('Implemented radix sort and a radix tree.')).toEqual([]);
    expect(extractSkills('Used Polymer and Lit for web components.')).toContain('Polymer');
    expect(extractSkills('Synthesized a novel polymer coating.')).toEqual([]);
    expect(extractSkills('Added on-device text recognition with ML Kit.')).toEqual(['ML Kit']);
  });

  it('knows engineering practices that public resumes name, and reads the verb phrases among them only in lists', () => {
    expect(canonicalSkill('Build Tools')).toBe('Build Automation');
    // Before, "Build automation" was Building Automation Systems (a stem) and "Build Tools" O*NET's Roof Builder Tools.
    expect(canonicalSkill('Build automation')).toBe('Build Automation');
    expect(canonicalSkill('Error Handling')).toBe('Exception Handling');
    expect(canonicalSkill('Cloud-Native')).toBe('Cloud Native');
    expect(canonicalSkill('Cross validation')).toBe('Cross-Validation');
    expect(canonicalSkill('Hyperparameter Optimization')).toBe('Hyperparameter Tuning');
    expect(canonicalSkill('Word Embeddings')).toBe('Embeddings');
    expect(canonicalSkill('Semantic Segmentation')).toBe('Image Segmentation');
    expect(canonicalSkill('HTML5 Canvas')).toBe('HTML Canvas');
    expect(canonicalSkill('Fine Tuning')).toBe('LLM Fine-tuning');
    expect(extractSkills('Used five-fold cross-validation and a Redis cache for caching.')).toEqual([
      'Cross-Validation',
      'Redis',
      'Caching',
    ]);
    // A cloud-native architecture is still the architecture.
    expect(extractSkills("Designed the platform's cloud-native architecture.")).toEqual([
      'Cloud Architecture',
    ]);
    // In prose these are a verb and its object.
    expect(extractSkills('I build tools and services for developers.')).toEqual([]);
    expect(extractSkills('We are fine tuning our approach; she was fine-tuning the piano.')).toEqual([]);
  });

  it('reads the skill strings of public job postings as their own skills, not a neighbour of them', () => {
    // Before: Mechanical Design, Civil engineering, Sales argumentation, Power Tools, Periodisation.
    expect(canonicalSkill('Product development')).toBe('Product Development');
    expect(canonicalSkill('Urban Planning')).toBe('Urban Planning');
    expect(canonicalSkill('Sales Promotions')).toBe('Sales Promotion');
    expect(canonicalSkill('Hand Tools')).toBe('Hand Tools');
    expect(recogniseEntry('Hand and Power Tools').skills).toEqual(['Hand Tools', 'Power Tools']);
    expect(canonicalSkill('Training programs')).toBe('Corporate Training');
    expect(canonicalSkill('Enterprise Service Bus')).toBe('Enterprise Service Bus');
    // Frequent in the postings and unknown before.
    expect(canonicalSkill('Data Collection')).toBe('Data Collection');
    expect(canonicalSkill('Equipment Operation')).toBe('Machine Operation');
    // Before: Product Development, Crisis Communications, Assembly Line Work, Microsoft Entourage,
    // Mechanical engineering, and "Clean Driving Record" (a requirement) Defensive Driving.
    expect(canonicalSkill('Product knowledge')).toBe('Product Knowledge');
    expect(canonicalSkill('Crisis management')).toBe('Crisis Management');
    expect(canonicalSkill('Soldering')).toBe('Soldering');
    expect(canonicalSkill('Microsoft Suite')).toBe('Microsoft Office');
    expect(canonicalSkill('Mechanical skills')).toBe('Mechanical Aptitude');
    expect(canonicalSkill('Clean driving record')).toBeUndefined();
    expect(canonicalSkill('Safety Procedures')).toBe('Health and Safety');
    expect(canonicalSkill('Chemical handling')).toBe('Hazmat Handling');
    expect(canonicalSkill('Hair Styling')).toBe('Hair Styling');
    expect(canonicalSkill('Preconstruction')).toBe('Preconstruction');
    // A qualifier off one end leaves a key that ends in another ("computer skills"), not "computer".
    expect(canonicalSkill('Excellent computer skills')).toBe('Computer Literacy');
    // A one-word name that is a word is read only as written: "Rail" is the industry, "Rails" the framework.
    expect(canonicalSkill('Rail')).toBeUndefined();
    expect(canonicalSkill('Rails')).toBe('Ruby on Rails');
    // A name of its own spelling heads a longer name only so written.
    expect(recogniseEntry('Safe Alcohol Service Training').skills).toEqual([]);
    expect(recogniseEntry('SAFe Agile').skills).toEqual(['SAFe']);
    // A skill named in capitals heads a name only so written ("Case Law" is no CASE tool).
    expect(canonicalSkill('Case Law')).toBe('Legal Research');
    // Fear Free is a skill of its own now (job-skill-strings.json), never the FEAR tool.
    expect(recogniseEntry('Fear Free Certification').skills).toEqual(['Fear Free Certification']);
    expect(recogniseEntry('Fear Free handling').skills).not.toContain('FEAR');
    expect(canonicalSkill('Computer knowledge')).toBe('Computer Literacy');
    expect(canonicalSkill('Predictive maintenance')).toBe('Predictive Maintenance');
    // A field is another's spelling only when their words differ in endings ("Transport engineering"),
    // not when they only begin alike (OpenAlex's "Transformative learning" was lost to Transfer Learning).
    expect(canonicalSkill('Transformative learning')).toBe('Transformative learning');
    expect(canonicalSkill('Transport engineering')).toBe('Transportation Engineering');
    expect(extractSkills('Installed guard rails and hand rails on the stairs.')).toEqual([]);
    // Ordinary words of practices joined in a list name each ("Identity & Access" still names no Access).
    expect(recogniseEntry('Mentoring and Teaching').skills).toEqual(['Mentoring', 'Teaching']);
    expect(recogniseEntry('Identity & Access').skills).toEqual([]);
    // A developer's "client development" is the client side, a list's "Client development" the sales practice.
    expect(extractSkills('Built services for ad networks and client development.')).toEqual([]);
    expect(canonicalSkill('Client development')).toBe('Business Development');
    expect(extractSkills('Built the shop with Rails and React.')).toEqual(['Ruby on Rails', 'React']);
  });

  it('knows the tools of the Stack Overflow surveys of other years than the benchmark', () => {
    expect(recogniseEntry('Alibaba Cloud Qwen models').skills).toEqual(['Qwen']);
    expect(recogniseEntry('Gemini (Pro Reasoning models)').skills).toEqual(['Google Gemini']);
    expect(recogniseEntry('Microsoft Phi-4 models').skills).toEqual(['Microsoft Phi']);
    expect(recogniseEntry('Planview Projectplace or Clarizen').skills).toEqual(['Projectplace', 'Clarizen']);
    expect(canonicalSkill('Valkey')).toBe('Valkey');
    // In prose the words keep their other senses.
    expect(
      extractSkills('Born a Gemini, she reads the bard of Avon; the ideas cohere, I grok them.'),
    ).toEqual([]);
    expect(extractSkills('Built agents with Gemini and GPT-4.')).toContain('Google Gemini');
  });

  it('reads the abbreviations lists write for a word of a name, and "Bilingual" before a language', () => {
    expect(canonicalSkill('Lab testing')).toBe('Clinical Laboratory Testing');
    expect(canonicalSkill('Lab Equipment Operation')).toBe('Laboratory Equipment');
    expect(canonicalSkill('Inventory mgmt')).toBe('Inventory Management');
    // Alone an abbreviation is a name of its own, or nothing: "Development" is no dev.to.
    expect(canonicalSkill('Development')).toBeUndefined();
    expect(canonicalSkill('Bilingual Spanish')).toBe('Spanish');
    expect(recogniseEntry('Bilingual English/Spanish').skills).toEqual(['English', 'Spanish']);
    // Engineering's codes and standards are no coding standards.
    expect(canonicalSkill('Codes and Standards')).toBe('Building Codes');
    expect(canonicalSkill('Coding Standards')).toBe('Coding Standards');
  });

  it('knows tools of a second probe of public resumes (60 files no benchmark uses)', () => {
    expect(recogniseEntry('Oracle 9i/10g/11g').skills).toEqual(['Oracle Database']);
    expect(canonicalSkill('Dev-Ops')).toBe('DevOps');
    expect(canonicalSkill('Azure Dev Ops')).toBe('Azure DevOps');
    expect(canonicalSkill('KQL (language)')).toBe('Azure Data Explorer');
    expect(canonicalSkill('Applied Math')).toBe('Applied mathematics');
    expect(recogniseEntry('NPM and Gulp Build Systems').skills).toEqual(['npm', 'Gulp']);
    expect(canonicalSkill('BLE')).toBe('Bluetooth Low Energy');
    // "SAN" heads a name only in capitals; a key's own abbreviation is not expanded into a swap.
    expect(recogniseEntry('San Francisco Fair Chance Ordinance').skills).toEqual([]);
    expect(canonicalSkill('Development process')).toBeUndefined();
    // Ordinary words in prose.
    expect(
      extractSkills('Guava juice, a caddy on the course, brocade curtains and much mirth at the luau.'),
    ).toEqual([]);
  });

  it('knows the skills job postings list most often that it did not know', () => {
    // Each was unknown before, and frequent among the 7,807 posting strings outside the benchmark.
    expect(canonicalSkill('Spreadsheets')).toBe('Spreadsheets');
    expect(canonicalSkill('Personal Protective Equipment (PPE)')).toBe('Personal Protective Equipment');
    expect(canonicalSkill('GLP')).toBe('Good Laboratory Practice');
    expect(canonicalSkill('EvidenceBased Practice')).toBe('Evidence-Based Practice');
    expect(canonicalSkill('Patient monitoring')).toBe('Patient Monitoring');
    expect(canonicalSkill('Subcontractor management')).toBe('Subcontractor Management');
    expect(canonicalSkill('Stocking shelves')).toBe('Restocking');
    expect(canonicalSkill('Oil changes')).toBe('Automotive Repair');
    expect(canonicalSkill('BCLS')).toBe('BLS');
    // The American Heart Association's course, not the command-line tool aha of tldr-pages.
    expect(recogniseEntry('AHA BLS Certification').skills).toEqual(['BLS']);
    expect(canonicalSkill('Tekla')).toBe('Tekla Structures');
    // "Data Integration" was unknown, and a paraphrase step would have read it as Data Integrity.
    expect(canonicalSkill('Data Integration')).toBe('Data Integration');
    expect(canonicalSkill('Data accuracy')).toBe('Data Integrity');
    // A list's one-word job skill; in prose the word mostly says something else.
    expect(canonicalSkill('Shipping')).toBe('Shipping and Receiving');
    expect(canonicalSkill('Drafting')).toBe('Technical Drawing');
    expect(canonicalSkill('Hiring')).toBe('Recruiting');
    expect(canonicalSkill('Email')).toBe('Email');
    expect(canonicalSkill('Food sanitation')).toBe('Sanitation');
    expect(canonicalSkill('Team Collaboration')).toBe('Collaboration');
    expect(
      extractSkills(
        'Shipping features weekly, drafting proposals and hiring engineers; I email clients with estimates.',
      ),
    ).toEqual([]);
    // OpenAlex's disciplines with a one-word name, and job postings' ways of naming Mathematics.
    expect(canonicalSkill('Biochemistry')).toBe('Biochemistry');
    expect(canonicalSkill('Neuroscience')).toBe('Neuroscience');
    expect(canonicalSkill('Mathematical calculations')).toBe('Mathematics');
    expect(canonicalSkill('Basic math skills')).toBe('Mathematics');
    expect(canonicalSkill('Planogram implementation')).toBe('Planograms');
    expect(canonicalSkill('Client Relationships')).toBe('Client Relations');
    expect(canonicalSkill('Yardi')).toBe('Yardi');
    expect(extractSkills('You do the math; the maths did not add up.')).toEqual([]);
    expect(extractSkills('Taught mathematics.')).toEqual(['Mathematics']);
    expect(extractSkills('Math tutoring for kids.')).toEqual(['Mathematics']);
  });

  it('knows the AI, web3 and developer tools of recent resumes, not the words they share', () => {
    expect(canonicalSkill('Claude')).toBe('Anthropic API');
    expect(canonicalSkill('Llama 3')).toBe('Meta Llama');
    expect(canonicalSkill('E2EE')).toBe('End-to-End Encryption');
    expect(canonicalSkill('Chrome Developer Tools')).toBe('Chrome DevTools');
    expect(canonicalSkill('Tendermint')).toBe('CometBFT');
    expect(canonicalSkill('Synthetic Data')).toBe('Synthetic Data Generation');
    expect(extractSkills('Built agents with Claude and Python.')).toEqual(['Anthropic API', 'Python']);
    expect(extractSkills('Claude Shannon founded information theory; met Claude at the conference.')).toEqual(
      [],
    );
    expect(extractSkills('A mistral wind blew and we drew parallels.')).toEqual([]);
  });

  it('reads a language and a framework written side by side as both, not two practices', () => {
    expect(recogniseEntry('Python Django').skills).toEqual(['Python', 'Django']);
    expect(recogniseEntry('Java Spring').skills).toEqual(['Java', 'Spring Framework']);
    expect(recogniseEntry('PHP Laravel').skills).toEqual(['PHP', 'Laravel']);
    // A known whole stays one skill; two practices are no stack.
    expect(recogniseEntry('React Native').skills).toEqual(['React Native']);
    expect(recogniseEntry('Network Virtualization').skills).toEqual([]);
    expect(canonicalSkill('Technical leadership')).toBe('Technical Leadership');
    expect(canonicalSkill('Webservices')).toBe('Web Services');
    expect(canonicalSkill('Stash')).toBe('Bitbucket');
    expect(extractSkills('I git stash my changes.')).toEqual(['Git']);
    expect(extractSkills('She studied biochemistry.')).toEqual(['Biochemistry']);
  });
});

describe('job-posting skills once filed under a neighbour', () => {
  // Judged wrong in a probe of LinkedIn postings' skill strings: a tool, a sibling task or a narrower
  // field read as the neighbouring skill ("Oscilloscopes" as Test Engineering, "Mass Spectrometry" as
  // Chromatography, "Series 7" as compliance work).
  it('are skills of their own', () => {
    expect(canonicalSkill('Oscilloscopes')).toBe('Test Equipment');
    expect(canonicalSkill('Mass Spectrometry')).toBe('Mass Spectrometry');
    expect(canonicalSkill('Chromatography')).toBe('Chromatography');
    expect(canonicalSkill('Series 7')).toBe('FINRA Series 7');
    expect(canonicalSkill('Utilization Review')).toBe('Utilization Review');
    expect(canonicalSkill('Patient Registration')).toBe('Patient Registration');
    expect(canonicalSkill('Patient Scheduling')).toBe('Patient Scheduling');
    expect(canonicalSkill('Ophthalmology')).toBe('Ophthalmology');
    expect(canonicalSkill('APM')).toBe('Application Performance Monitoring');
    expect(canonicalSkill('Suspension Repair')).toBe('Suspension Repair');
    expect(canonicalSkill('Brake Repair')).toBe('Brake Repair');
  });
});
