// Rules for skill names that are also ordinary words, letters or names. A plain key ("kubernetes",
// "postgresql") is a skill wherever it occurs; a key listed here is accepted in free text only when its
// rule says so. Multi-word keys ("go to market", "spring boot", "microsoft excel", "ruby on rails") are
// matched first and are never ambiguous, so "go to market" is Go-to-Market and never Go.
//
// Tiers (see extract.ts for the context tests):
//
// - letter ("C", "R"): the token must be the capital letter standing alone: not part of a compound
//   ("C-suite", "R&D", "USB-C"), not after a qualifier ("grade C", "Class C", "vitamin C", "Plan B"),
//   and either next to technical context (a programming/data skill within four words of the same
//   sentence, e.g. "Python, R and SQL", or a cue word such as programming, statistics, RStudio,
//   embedded within three) or right after "in", "using", "with", "via" ("built a churn model in R").
//   A period right after the letter ("R. Smith") demands technical context.
// - capitalized ("Go", "Swift", "Java", "Excel", "Rust", "Ruby", "Dart", "Puppet", "Lean", "React"...): written
//   with a capital in mid-sentence it is the skill ("services written in Go", "Swift and SwiftUI",
//   "Advanced Excel"). At the start of a sentence, in ALL CAPS or inside a Title Case run it needs
//   context (a skill of a related category within four words, or a cue word). In lower case it needs
//   strong context: a list neighbour ("python, go, java") or an adjacent cue ("go developer"); so
//   "we go to market", "swift delivery", "excel at", "a cup of java" and "rust removal" are not skills.
//   Veto words on either side reject it outright ("Go live", "Excel at", "Java coffee", "Taylor Swift",
//   "puppet show"). Names of people ("Ruby Chen", "Mary Jenkins") are rejected too.
// - context ("Spring", "Chef", "Salt", "Express", "Oracle", "Access", "Word", "Networking"...): words
//   that are often capitalised in other senses (seasons, job titles, companies, names). They always
//   need context; "Spring 2019", "Sous Chef", "Word of mouth" are rejected, "Java, Spring, Hibernate",
//   "automated provisioning with Chef and Ansible" and "Word, Excel, PowerPoint" are accepted. Plain
//   words of non-technical skills and the disciplines of the sources ("physics", "history") are in this
//   tier too, where words of study count as context ("a degree in physics", "taught history").
// - upper ("REST", "SOAP", "SAP", "SPA", "VAT"...): acronyms that are English words in lower case;
//   only the all-caps spelling counts ("the rest of" and "soap" are not skills). An acronym of three or
//   four letters that the taxonomy only writes in capitals and lists as no such word ("SQL", "PHP")
//   counts in lower case too, among related skills ("javascript, python & php"; lowerInList).
// - exact ("MoSCoW", "SAFe", "LaTeX", "VaR", "pip", "Ada"): only the listed spellings count.
// - language ("English", "Spanish", "Chinese", "Polish"...): language names double as nationality
//   adjectives ("German clients", "Chinese market"), so they count only near a language cue (fluent,
//   native, bilingual, proficiency, C1...) or next to another language ("English, Spanish and French").
// - listOnly ("Closing", "Sourcing", "Integrity"): too generic for free text; recognised only by
//   canonicalSkill, i.e. as an entry of a skills list.
// - hyphened ("just in time", phrases only): an everyday phrase whose skill prose writes hyphened
//   ("Just-in-Time inventory"); only the hyphened spelling counts.
//
// Keys of one or two letters that are not listed (AI, ML, UI, UX, BI, Qt, JS, TS...) must be written
// exactly as in the taxonomy, so "ai" or "ml" (millilitres) in lower case do not count. Plurals
// ("forklifts") are read only for keys without a rule, so "nodes" is never Node.js.

import { CATEGORIES } from './data';
import { DISCIPLINE_KEYS, ORDINARY_KEYS } from './lexicon';

export type Tier =
  | 'letter'
  | 'capitalized'
  | 'context'
  | 'upper'
  | 'exact'
  | 'language'
  | 'listOnly'
  | 'hyphened';

export interface Rule {
  tier: Tier;
  /** Accepted spellings for tier "exact" (`after` then decides whether context is needed too). */
  exact?: ReadonlySet<string>;
  /** For "exact": the tier applied once the spelling matched. */
  after?: 'capitalized' | 'context' | 'accept';
  /** Words (lowercase) that reject the match when they come right before it. */
  vetoPrev?: ReadonlySet<string>;
  /** Words (lowercase) that reject the match when they come right after it. */
  vetoNext?: ReadonlySet<string>;
  /** Extra cue words for this key. */
  cues?: ReadonlySet<string>;
  /** A given name ("Ruby Chen"): reject when a capitalised non-skill word follows. "last": a surname. */
  name?: 'first' | 'last';
  /** Bit mask over CATEGORIES: neighbouring skills of these categories count as context. */
  contextMask: number;
  /** Its plural is read too ("forklifts"), then decided by the rule like the singular. */
  plural?: boolean;
  /**
   * The rule of a product name, not of an ordinary word (see ruleFor): skills lists still read its
   * other spellings and number (loose.ts).
   */
  productName?: boolean;
  /**
   * The rule of a discipline's word ("physics"), for prose only: in a skills list the word names the
   * discipline, whatever stands beside it ("Mathematics & Physics").
   */
  discipline?: boolean;
  /**
   * For "upper": an acronym that is no word in lower case either ("sql", "php", "aws"), which casual
   * prose writes so too: in lower case it counts in a list of related skills or next to a cue
   * ("javascript, python & php"), as a capitalized-tier name does.
   */
  lowerInList?: boolean;
}

const words = (s: string) => new Set(s.trim().split(/\s+/).filter(Boolean));

export function maskOf(categories: readonly string[]): number {
  let mask = 0;
  for (const c of categories) {
    const i = (CATEGORIES as readonly string[]).indexOf(c);
    if (i < 0) throw new Error(`unknown category ${c}`);
    mask |= 1 << i;
  }
  return mask;
}

/** Words that make nearby ambiguous tech names technical. */
export const TECH_CUES = words(`
  programming programmer programmers language languages lang code coding coded codebase developer
  developers development dev engineer engineers engineering software framework frameworks library
  libraries sdk api apis backend back-end frontend front-end fullstack full-stack scripting compiler
  runtime microservice microservices cli toolchain deployment deployments deploy deployed provisioning
  infrastructure automation devops ci cd repository repo repos github gitlab open-source concurrency
  goroutines generics binaries syntax orchestration kubernetes docker linux ide jvm jdk gradle maven
  annotations statistical rstudio cran tidyverse shiny ggplot2 dplyr notebook notebooks embedded firmware
  kernel pointers gcc clang microcontroller microcontrollers rtos drivers ios macos swiftui xcode android
  kotlin flutter database databases spreadsheet spreadsheets macros formulas workbook workbooks tests testing
`);

/** Words that make a nearby language name a language. */
export const LANGUAGE_CUES = words(`
  fluent fluently fluency native natively speaker speakers speak speaks speaking spoken bilingual
  trilingual multilingual language languages proficient proficiency conversational business professional
  working written read reading writing translation translator translating interpreter interpreting
  mother tongue intermediate advanced basic beginner elementary limited full level c1 c2 b1 b2 a1 a2
  jlpt hsk dele delf dalf toefl ielts toeic certified skills
`);

/**
 * Words of study, which make a nearby field a field of knowledge: "a degree in economics", "taught
 * chemistry", "majored in history", "physics coursework".
 */
const STUDY_CUES = words(`
  degree degrees bachelor bachelors master masters bsc msc phd doctorate major majored majoring minor
  minored coursework courses lecturer lecturers professor professors taught teaching teach teacher
  undergraduate postgraduate graduate diploma thesis dissertation studied studying
`);

/** Conjunctions skipped when looking for a list neighbour ("Python and R"). */
export const CONJUNCTIONS = words('and or & plus und y et as well');

/** Words that may follow a hyphen without making the name part of another word ("Go-based"). */
export const HYPHEN_OK = words(`
  based powered driven native first heavy centric focused friendly backed specific only compatible
  oriented enabled built written certified fluent proficient
`);

/** Words right before "R"/"C" that make it the language ("a churn model in R"). */
export const LETTER_PREV = words('in using with via learned learning know knows knowledge');

const LETTER_VETO = words(`
  grade grades class type vitamin plan section part level tier category series schedule exhibit appendix
  block building room unit size team group mr mrs ms dr rated rating lot phase model form option chapter
  figure fig table column row route highway hwy interstate box gate hall floor wing zone area sector ward
  bay hepatitis roman point score mark marks the a an letter step stage year wave cohort batch shift
  squad platoon company battalion corps vitamins blood
`);

/** Default cue words for non-technical categories, used by context-tier keys there. */
export const CATEGORY_CUES: Readonly<Record<string, ReadonlySet<string>>> = {
  'Office & Productivity': words(
    'microsoft ms office suite documents document spreadsheets spreadsheet database databases reports forms calendar calendars email meetings notes',
  ),
  'HR & Recruiting': words(
    'ats hris recruiting recruitment hiring payroll candidates onboarding employees hr',
  ),
  Sales: words('sales crm prospecting outbound sequences pipeline quota accounts leads'),
  Marketing: words('marketing campaigns campaign email social posts content scheduling audience'),
  Healthcare: words('patient patients clinical charting ehr emr nursing hospital documentation medical'),
  'Trades & Construction': words(
    'construction residential commercial carpentry wood metal steel stud studs walls wall install installation',
  ),
  Legal: words('legal litigation discovery review ediscovery case cases law court'),
  'Finance & Accounting': words('accounting finance financial bookkeeping ledger invoices payroll tax'),
  'Operations & Supply Chain': words(
    'manufacturing operations supply chain warehouse process improvement operated operate operating operator certified equipment pallet loading',
  ),
  Design: words('design designs designer designers prototype prototypes wireframes mockups ui ux'),
  'Engineering & Manufacturing': words('engineering design cad manufacturing electrical mechanical'),
  'Soft Skills': words(
    'skills skill strong excellent effective exceptional outstanding proven demonstrated interpersonal soft teamwork leadership collaboration',
  ),
  'Customer Service': words('support customers customer tickets ticketing service guests guest'),
  'Education & Training': words(
    'students student classroom curriculum lessons training courses teacher tutor',
  ),
  'Product Management': words('product roadmap backlog stakeholders agile scrum'),
  Security: words('security'),
};

interface Spec {
  tier: Tier;
  exact?: string;
  after?: 'capitalized' | 'context' | 'accept';
  vetoPrev?: string;
  vetoNext?: string;
  cues?: string;
  name?: 'first' | 'last';
  context?: string[];
  /** As Rule.plural: the other number is read too, and decided like this one. */
  plural?: boolean;
}

/** What translation work is of: languages named as such, documents, localisation. */
const TRANSLATION_CUES =
  'english french spanish german italian portuguese chinese mandarin japanese korean russian arabic dutch polish turkish hindi documents localization localisation subtitling interpreting';

const OFFICE_DB = ['Office & Productivity', 'Databases', 'Data & Analytics', 'Finance & Accounting'];

/** Words of teaching and study near "math" (STUDY_CUES and the words of tutoring). */
const MATH_CUES = `${[...STUDY_CUES].join(' ')} tutor tutored tutoring tutors lessons students class classes`;

/** Per-key rules with their own vetoes or cues. */
const SPECIFIC: Record<string, Spec> = {
  r: {
    tier: 'letter',
    cues: 'rstudio cran tidyverse shiny ggplot2 dplyr statistics statistical modeling modelling regression analysis analyses data model models packages',
  },
  c: {
    tier: 'letter',
    cues: 'embedded firmware kernel pointers gcc clang microcontrollers systems unix posix',
  },
  go: {
    tier: 'capitalized',
    vetoPrev: "let's lets let we i you they he she will would can could should must ready",
    vetoNext:
      'to live ahead back beyond through forward out on into over away above further far home big deep hand wrong well get along around global green public viral the a an',
    cues: 'golang goroutines gin gorm grpc',
  },
  java: { tier: 'capitalized', vetoPrev: 'cup mug', vetoNext: 'coffee beans island sea chip' },
  swift: {
    tier: 'capitalized',
    vetoPrev: 'taylor',
    vetoNext: 'action response delivery resolution turnaround payment payments code codes transfer transfers',
  },
  excel: {
    tier: 'capitalized',
    vetoPrev: 'to i we you they will can',
    vetoNext: 'at in as under when while on through beyond',
    context: OFFICE_DB,
  },
  rust: {
    tier: 'capitalized',
    vetoNext: 'removal prevention proofing belt colored coloured stains stain spots inhibitor',
  },
  ruby: { tier: 'capitalized', name: 'first', vetoNext: 'red wedding anniversary' },
  dart: { tier: 'capitalized', vetoNext: 'board boards game games frog' },
  julia: { tier: 'capitalized', name: 'first' },
  jasmine: { tier: 'capitalized', name: 'first', vetoNext: 'rice tea' },
  jenkins: { tier: 'capitalized', name: 'last' },
  kafka: { tier: 'capitalized', name: 'last', vetoNext: 'esque' },
  pascal: { tier: 'capitalized', name: 'last' },
  gatsby: { tier: 'capitalized', name: 'last', vetoPrev: 'great' },
  cassandra: { tier: 'capitalized', name: 'first' },
  houdini: { tier: 'capitalized', name: 'last' },
  lean: {
    tier: 'capitalized',
    vetoNext:
      'times year years budget budgets team teams staff staffing mass muscle protein meat meats season months period on into towards toward in',
    context: ['Operations & Supply Chain', 'Engineering & Manufacturing', 'Product Management'],
    cues: 'manufacturing kaizen sigma methodology principles improvement continuous 5s waste',
  },
  spring: {
    tier: 'context',
    vetoPrev: 'in during this last next early late since of until by the',
    vetoNext:
      'semester term break season quarter cleaning collection festival training internship 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2025 2026 2027',
    cues: 'java kotlin jvm beans mvc framework boot microservices hibernate',
  },
  chef: {
    tier: 'context',
    vetoPrev:
      'sous head executive pastry line personal private master kitchen de chief celebrity prep station junior senior commis',
    vetoNext: 'de partie',
    cues: 'cookbooks recipes infra configuration automation provisioning deployments infrastructure servers devops',
  },
  puppet: {
    tier: 'capitalized',
    vetoNext: 'show shows theater theatre master government regime state',
    cues: 'manifests modules configuration automation provisioning infrastructure servers devops',
  },
  salt: { tier: 'context', vetoNext: 'water lake' },
  // The JavaScript runtime in a skills list; in prose a bread roll or a hairstyle, unless code is near.
  bun: {
    tier: 'context',
    vetoPrev: 'hot cinnamon burger hamburger sticky messy top',
    vetoNext: 'bread rolls buns',
  },
  express: {
    tier: 'context',
    vetoPrev: 'american federal pony',
    vetoNext: 'delivery shipping mail lane entry checkout',
  },
  oracle: { tier: 'context', vetoPrev: 'at for with joined', cues: 'database db sql pl/sql dba' },
  // "document access", "user access", "remote access" are access to something, not the database.
  access: {
    tier: 'context',
    context: OFFICE_DB,
    cues: 'database databases queries forms tables',
    vetoPrev: 'document documents file files user users remote public open physical network role',
  },
  word: { tier: 'context', context: ['Office & Productivity'], vetoNext: 'of' },
  outlook: { tier: 'context', context: ['Office & Productivity'], vetoNext: 'for on' },
  teams: { tier: 'context', context: ['Office & Productivity'] },
  networking: {
    tier: 'context',
    context: ['Cloud & DevOps', 'Security'],
    cues: 'tcp ip dns vlan vlans routing switching firewall firewalls lan wan cisco network protocols subnetting',
  },
  node: { tier: 'capitalized', cues: 'js npm express javascript typescript' },
  react: { tier: 'capitalized', vetoNext: 'quickly to' },
  angular: { tier: 'capitalized', vetoNext: 'momentum velocity' },
  // The engine among the words of games ("Unity Game Engine", "Unity 3D"); unity of purpose otherwise.
  unity: { tier: 'capitalized', cues: 'game games engine 3d vr ar c# developer gameplay' },
  // The discipline beside its own words or fellow skills ("algorithms and data structures"); a
  // system's "perception algorithms" or "an allocation algorithm" is that system's work, not the skill.
  // In a skills list "Algorithm" is the skill too (plural).
  algorithms: {
    tier: 'context',
    cues: 'design designed designing analysis analysed analyzed complexity theory studied coursework course courses',
    plural: true,
  },
  // UI Design where it is designed ("designed the UI and UX", "UI mockups"); "an Android UI" or "UI
  // frameworks" is what was built, not its design.
  ui: {
    tier: 'exact',
    exact: 'UI',
    after: 'context',
    cues: `design designs designed designing designer designers redesign redesigned redesigning mockup mockups
      wireframe wireframes prototype prototypes figma sketch layouts`,
  },
  // A goal of engineering, not a figure it moved ("increased scalability by 4x").
  scalability: {
    tier: 'exact',
    exact: 'scalability Scalability SCALABILITY',
    after: 'accept',
    vetoNext: 'by',
  },
  // The robotics visualiser beside technical skills or words ("in Foxglove and RViz"); the flower, and
  // companies named after it ("at Foxglove Manufacturing"), otherwise.
  foxglove: { tier: 'context', cues: 'ros ros2 rviz robotics robot robots visualization visualisation' },
  // The sensor, near the words of sensing and navigation; "under the radar" and "on our radar" are not.
  radar: {
    tier: 'context',
    cues: 'sensor sensors lidar sonar camera cameras navigation antenna antennas signal signals imaging systems',
  },
  // The framework in capitals or beside its own words ("a scrum team", "Scrum ceremonies"); the rugby
  // formation otherwise.
  scrum: {
    tier: 'capitalized',
    cues: 'team teams master masters sprint sprints agile kanban methodology methodologies framework ceremonies board standup standups',
    vetoNext: 'half halves',
  },
  agile: {
    tier: 'capitalized',
    context: ['Product Management', 'Software Development'],
    // The practice's own words: "agile teams", "an agile environment", "agile methodologies" (not "an
    // agile mind").
    cues: `scrum kanban sprints sprint ceremonies team teams methodology methodologies methods practices
      principles environment environments process processes delivery transformation coach coaching
      mindset manifesto workflow workflows`,
  },
  waterfall: { tier: 'capitalized', context: ['Product Management', 'Software Development'] },
  // Apache Ant and PHP's Composer in a skills list; the insect and the musician in prose.
  ant: { tier: 'listOnly' },
  // Boost C++, Concourse CI and Axon Framework in a skills list; words in prose.
  boost: { tier: 'listOnly' },
  // Pug's former name and the code-review tool in a skills list; the stone and first names in prose.
  jade: { tier: 'listOnly' },
  gerrit: { tier: 'listOnly' },
  concourse: { tier: 'listOnly' },
  axon: { tier: 'listOnly' },
  // Travis CI and AdonisJS as a skills list writes them; first names in prose ("worked with Travis").
  travis: { tier: 'listOnly' },
  adonis: { tier: 'listOnly' },
  // Handlebars.js and Ethers.js in capitals; a bike's handlebars and the solvents are not.
  handlebars: { tier: 'capitalized' },
  ethers: { tier: 'capitalized' },
  // The VoIP PBX, not the typographic star; the language model, not Bert.
  asterisk: { tier: 'context', cues: 'voip pbx sip telephony freepbx trunk trunks ivr' },
  bert: { tier: 'upper' },
  composer: { tier: 'context', cues: 'php laravel symfony packagist drupal wordpress', vetoPrev: 'effect' },
  // The web-components library, not the chemist's material ("a novel polymer", "polymer coatings").
  polymer: {
    tier: 'capitalized',
    vetoNext: 'chemistry science coating coatings composite composites film films',
  },
  // The React primitives, not the numeral base ("radix sort", "a radix tree").
  radix: { tier: 'capitalized', vetoNext: 'sort sorting tree trees point' },
  epic: { tier: 'capitalized', context: ['Healthcare'], vetoNext: 'games' },
  workday: { tier: 'capitalized', context: ['HR & Recruiting', 'Finance & Accounting'] },
  indeed: { tier: 'capitalized', context: ['HR & Recruiting'] },
  framing: { tier: 'capitalized', context: ['Trades & Construction'] },
  markdown: { tier: 'capitalized', vetoNext: 'markdowns pricing' },
  intercom: { tier: 'capitalized', context: ['Customer Service', 'Marketing'] },
  outreach: {
    tier: 'capitalized',
    context: ['Sales', 'Marketing'],
    vetoPrev: 'community public student customer donor volunteer patient youth social digital educational',
    vetoNext: 'programs program events event efforts activities campaigns coordinator worker',
  },
  lever: { tier: 'capitalized', context: ['HR & Recruiting'], vetoNext: 'arm arms' },
  greenhouse: { tier: 'capitalized', context: ['HR & Recruiting'], vetoNext: 'gas gases emissions effect' },
  helm: { tier: 'capitalized', vetoPrev: 'the at' },
  framer: { tier: 'capitalized', context: ['Design'], vetoPrev: 'as lead house picture timber carpenter' },
  relativity: { tier: 'capitalized', context: ['Legal'], vetoPrev: 'of general special' },
  scaffolding: { tier: 'capitalized', context: ['Trades & Construction'] },
  telemetry: {
    tier: 'capitalized',
    context: ['Healthcare'],
    cues: 'patient patients cardiac nursing unit nurse rn monitoring floor',
  },
  windows: {
    tier: 'capitalized',
    vetoNext: 'doors door frames glass cleaning washing installation replacement sills',
    context: ['Office & Productivity', 'Cloud & DevOps', 'Customer Service', 'Software Development'],
    cues: 'microsoft os server desktop desktops pc pcs laptops laptop macos linux active directory 10 11 troubleshooting',
  },
  lattice: { tier: 'context', context: ['HR & Recruiting'] },
  ashby: { tier: 'context', context: ['HR & Recruiting'] },
  sage: { tier: 'context', context: ['Finance & Accounting'] },
  tally: { tier: 'context', context: ['Finance & Accounting'] },
  notion: { tier: 'context', context: ['Office & Productivity', 'Product Management'] },
  box: { tier: 'context', context: ['Office & Productivity'] },
  linear: {
    tier: 'context',
    context: ['Product Management', 'Software Development'],
    vetoNext: 'algebra regression programming equations equation models model functions systems optimization',
  },
  segment: { tier: 'context', context: ['Marketing', 'Data & Analytics'] },
  buffer: { tier: 'context', context: ['Marketing'] },
  braze: { tier: 'context', context: ['Marketing'] },
  iterable: { tier: 'context', context: ['Marketing'] },
  programmatic: { tier: 'context', context: ['Marketing'], cues: 'advertising ads media buying display' },
  seismic: { tier: 'context', context: ['Sales', 'Marketing'] },
  sabre: { tier: 'context', context: ['Customer Service'] },
  amadeus: { tier: 'capitalized', context: ['Customer Service'] },
  mural: { tier: 'context', context: ['Design', 'Office & Productivity'] },
  maze: { tier: 'context', context: ['Design'] },
  principle: { tier: 'context', context: ['Design'] },
  dovetail: { tier: 'context', context: ['Design'] },
  lottie: { tier: 'context', context: ['Design'] },
  maya: { tier: 'context', context: ['Design'] },
  rhino: { tier: 'context', context: ['Design', 'Engineering & Manufacturing'] },
  rhinoceros: { tier: 'context', context: ['Design', 'Engineering & Manufacturing'] },
  avid: { tier: 'context', context: ['Design'] },
  ada: { tier: 'exact', exact: 'Ada', after: 'context' },
  safe: { tier: 'exact', exact: 'SAFe', after: 'accept' },
  moscow: { tier: 'exact', exact: 'MoSCoW', after: 'accept' },
  latex: { tier: 'exact', exact: 'LaTeX', after: 'accept' },
  var: { tier: 'exact', exact: 'VaR', after: 'accept' },
  pip: { tier: 'exact', exact: 'pip', after: 'context' },
  soap: { tier: 'upper', vetoNext: 'notes note' },
  // Found wrong in the prose of public resumes no fixture uses: "translating complex problems into
  // solutions" is no Translation (the language work needs a language or a language cue near), "a P2P
  // file transfer system" is peer-to-peer, not Procure-to-Pay (which needs finance near), and "MDM/MPI
  // systems", "the HIE MPI" name a Master Patient Index, not the message-passing library.
  // "AWS (ECR, ECS, App Runner)" is the container registry, "Latin America" a place, "taking 5s" five
  // seconds (also found in the prose of those resumes).
  ecr: {
    tier: 'context',
    context: ['Engineering & Manufacturing', 'Operations & Supply Chain'],
    cues: 'engineering change changes ecn eco bom plm',
  },
  latin: { tier: 'language', vetoNext: 'america american americans' },
  '5s': { tier: 'exact', exact: '5S', after: 'accept' },
  // Old money in novels: "2s. 6d.", "8d." (pence) are no 8D problem solving or Maxon 4D.
  '8d': { tier: 'exact', exact: '8D', after: 'accept' },
  '4d': { tier: 'exact', exact: '4D', after: 'accept' },
  translation: { tier: 'context', cues: TRANSLATION_CUES },
  translating: { tier: 'context', cues: TRANSLATION_CUES },
  p2p: {
    tier: 'context',
    context: ['Finance & Accounting', 'Operations & Supply Chain'],
    cues: 'procurement purchasing purchase invoice invoices invoicing payables sap ariba coupa',
  },
  mpi: {
    tier: 'context',
    context: ['Programming Languages', 'Frameworks & Libraries'],
    vetoPrev: 'mdm hie patient',
    vetoNext: 'data index registry',
    cues: 'openmp cuda hpc parallel fortran supercomputer supercomputing',
  },
  // MDM is also master data management ("MDM/MPI systems") and HL7's document messages ("MDM data").
  mdm: {
    tier: 'context',
    vetoNext: 'data mpi hie',
    cues: 'intune jamf airwatch ios android devices device endpoints',
  },
  // EMR is also Amazon's Elastic MapReduce ("EMR Hadoop", "S3 and EMR"); the records are written in capitals.
  emr: {
    tier: 'exact',
    exact: 'EMR',
    after: 'accept',
    vetoPrev: 'aws amazon s3',
    vetoNext: 'hadoop spark cluster clusters',
  },
  // In lower case the slang ("yolo"); the object detector is written in capitals.
  yolo: { tier: 'upper' },
  // A skills list's "Office" is Microsoft Office; in prose an office is a room or a post.
  office: { tier: 'listOnly' },
  // "API" in prose is the skill too ("built an API", "integrated Instagram's API", "API calls"), as the
  // benchmark's labels read it; in lower case, and as "Api", it is a word of something else.
  api: { tier: 'upper' },
  apis: { tier: 'exact', exact: 'APIs APIS', after: 'accept' },
  // A skills list's "CI" and "CD" are CI/CD; in prose "CD" is also a disc and "cd" a shell command.
  ci: { tier: 'listOnly' },
  cd: { tier: 'listOnly' },
  // A skills list's "SaaS" is the skill; in prose "a SaaS startup" is the kind of business.
  saas: { tier: 'listOnly' },
  paas: { tier: 'listOnly' },
  iaas: { tier: 'listOnly' },
  // Retrieval-augmented generation in capitals only: a rag is a cloth.
  rag: { tier: 'upper' },
  // Ruby on Rails in prose is capitalised: guard rails and hand rails are not (and in a list "Rail" is the industry).
  rails: { tier: 'capitalized' },
  // A skills list's "Fine-tuning" is a model's; prose fine-tunes processes and plans as well.
  'fine-tuning': { tier: 'listOnly' },
  closing: { tier: 'listOnly' },
  sourcing: { tier: 'listOnly' },
  integrity: { tier: 'listOnly' },
  reconciliation: { tier: 'listOnly' },
  compliance: { tier: 'listOnly' },
  prioritization: { tier: 'listOnly' },
  planning: { tier: 'listOnly' },
  scheduling: { tier: 'listOnly' },
  // Documentation as work done ("wrote internal documentation", "API documentation"); "provided
  // documentation to the auditors" is paperwork handed over.
  documentation: {
    tier: 'context',
    cues: 'technical internal api user developer project software code system process wiki sphinx writing',
  },
  documenting: { tier: 'listOnly' },
  accountability: { tier: 'listOnly' },
  patience: { tier: 'listOnly' },
  judgement: { tier: 'listOnly' },
  discretion: { tier: 'listOnly' },
  // Job postings' one-word skills whose word prose mostly uses otherwise: developers ship features,
  // draft proposals, file patents, work under supervision, meet hiring managers, send email and give
  // estimates; a skills list's "Shipping", "Drafting" or "Email" is the skill.
  shipping: { tier: 'listOnly' },
  receiving: { tier: 'listOnly' },
  drafting: { tier: 'listOnly' },
  filing: { tier: 'listOnly' },
  supervision: { tier: 'listOnly' },
  supervising: { tier: 'listOnly' },
  hiring: { tier: 'listOnly' },
  estimates: { tier: 'listOnly' },
  email: { tier: 'listOnly' },
  emailing: { tier: 'listOnly' },
  reception: { tier: 'listOnly' },
  cleaning: { tier: 'listOnly' },
  stocking: { tier: 'listOnly' },
  commissioning: { tier: 'listOnly' },
  prescribing: { tier: 'listOnly' },
  // Prose does the math and finds that the maths did not add up; near the words of study ("taught
  // math", "math tutoring") and in a list it is Mathematics.
  math: { tier: 'context', cues: MATH_CUES },
  maths: { tier: 'context', cues: MATH_CUES },
  // Anthropic's model is also a given name ("Claude Shannon"); a mistral is a wind; people draw parallels.
  claude: { tier: 'context', cues: 'anthropic llm llms ai api model models prompt prompts agent agents gpt' },
  mistral: { tier: 'capitalized' },
  // Google's model shares its name with the constellation and the sign; a bard is a poet.
  gemini: { tier: 'context', cues: 'google ai llm llms api model models prompt prompts agent agents gpt' },
  bard: { tier: 'context', cues: 'google ai llm llms chatbot model models prompt prompts' },
  parallels: { tier: 'capitalized' },
  // The KISS principle is written in capitals; people also kiss.
  kiss: { tier: 'upper' },
  // Developers git stash their changes; a list's "Stash" is Atlassian's Bitbucket Server.
  stash: { tier: 'listOnly' },
  // The language is written ChucK; Chuck is a given name ("Chuck Todd").
  chuck: { tier: 'exact', exact: 'ChucK', after: 'accept' },
};

/** Lower-case words that are the skill when capitalised in mid-sentence. */
const CAPITALIZED = `
  rust ruby dart elixir delphi bash lisp smalltalk solidity flutter vim azure redshift tableau confluent
  kronos procreate basecamp tenable zed mongoose cypher zig
`;

/** Lower-case words that always need context. */
const CONTEXT = `
  assembly assembler shell scheme crystal elm mojo gleam lit relay expo remix astro ember backbone meteor
  quasar phaser gin yew bevy immer mustache dagger hilt retrofit celery pyramid tornado mocha chai karma
  cucumber enzyme locust storybook less hotwire cargo rollup biome insomnia cursor consul nomad envoy
  kong packer bamboo loki jaeger juniper pulsar hive prefect druid domo shiny ray torch polars toad chroma
  firebird kali burp snort vault wiz guava mirth luau caddy brocade bluetooth
  flask prometheus loom slack babel zoom sketch spark sentry eclipse blackboard blender premiere
  stripe illustrator octave optics lambda zephyr gong concur poetry yarn anaconda homebrew copilot
  postman prettier struts jest cypress selenium puppeteer amplitude acrobat superset presto looker
  snowflake airflow maven electron ionic apex racket groovy tomcat rancher vagrant swagger unreal sass
  playwright perforce mercurial ironclad grok cohere coda lovable confluence captivate workable
  bullhorn rippling gusto bloomberg
`;

/** Acronyms that are ordinary words in lower case: only the all-caps spelling counts. */
const UPPER = `
  rest spa sap sip ado ear cam pam wan cad fem ids ips elk sox vat erm sped spin spice gimp stride nats
  elisa pals hana maui pacer solid ats soc ram san
`;

const build = (spec: Spec, categoryMask: number): Rule => ({
  tier: spec.tier,
  exact: spec.exact ? words(spec.exact.replace(/,/g, ' ')) : undefined,
  after: spec.after,
  vetoPrev: spec.vetoPrev ? words(spec.vetoPrev) : undefined,
  vetoNext: spec.vetoNext ? words(spec.vetoNext) : undefined,
  cues: spec.cues ? words(spec.cues) : undefined,
  name: spec.name,
  contextMask: spec.context ? maskOf(spec.context) : categoryMask,
  plural: spec.plural,
});

/**
 * Keys of several words that only skills lists read (ruleFor's rules are for one-word keys): in prose
 * they mostly say something else. People "build tools and services", fine-tune plans and pianos as
 * well as models (a hyphenated alias is also matched with a space: "fine-tuning"), a package "with
 * AWS support" supports AWS rather than AWS's support plans, and developers' "client development" is
 * the client side of an application, not winning clients; a product's lifecycle in prose is its
 * life ("a distribution's product lifecycle"), not PLM software; prose's "project management
 * professional" is a person, not the PMP, "results driven" a trait, and "executive management" the
 * people at the top ("collaborated with executive management"), not their craft.
 */
const LIST_ONLY_PHRASES: ReadonlySet<string> = new Set([
  'fine tuning',
  'build tools',
  'build tool',
  'aws support',
  'client development',
  'product lifecycle',
  'product life cycle',
  'project management professional',
  'results driven',
  'executive management',
]);

/**
 * Keys of several words that are ordinary English phrases too: prose is late or arrives "just in time"
 * (the practice is written Just-in-Time, hyphened: tier "hyphened"), and Alice's Mock Turtle sings of
 * "Beautiful Soup" (the library counts near a related skill or a cue, as the context tier reads a word).
 */
const ORDINARY_PHRASES: Readonly<Record<string, 'hyphened' | 'context'>> = {
  'just in time': 'hyphened',
  'beautiful soup': 'context',
};

/**
 * The rule of a key of several words: list-only for LIST_ONLY_PHRASES, the tier of ORDINARY_PHRASES
 * (with its skill's `category` for context), else none.
 */
export function phraseRule(key: string, category: string): Rule | undefined {
  if (LIST_ONLY_PHRASES.has(key)) return { tier: 'listOnly', contextMask: 0 };
  const tier = ORDINARY_PHRASES[key];
  if (tier === undefined) return undefined;
  return build({ tier }, contextMaskOf(category));
}

/** The categories whose skills are context for an ambiguous key of this category: all technical ones for a technical key. */
function contextMaskOf(category: string): number {
  return TECH_MASK & maskOf([category]) ? TECH_MASK : maskOf([category]);
}

/**
 * The rule for a key, or undefined when the key is a plain skill name. `category` is the category of the
 * skill the key belongs to; `writtenForms` the spellings in the taxonomy (for short keys).
 */
export function ruleFor(
  key: string,
  category: string,
  writtenForms: ReadonlySet<string> | undefined,
): Rule | undefined {
  const defaultMask = contextMaskOf(category);
  const spec = SPECIFIC[key];
  if (spec) {
    const rule = build(spec, defaultMask);
    if (spec.tier === 'letter') rule.vetoPrev = LETTER_VETO;
    return rule;
  }
  // A discipline of the sources written as one word ("physics", "history", "geology") is mostly the
  // everyday word in prose ("the physics of it", "a long history"): a skill there only near the words
  // of study or of its category ("a degree in physics", "taught history").
  if (DISCIPLINE_KEYS.has(key))
    return { ...build({ tier: 'context' }, defaultMask), cues: STUDY_CUES, discipline: true };
  if (CAPITALIZED_SET.has(key)) return build({ tier: 'capitalized' }, defaultMask);
  if (CONTEXT_SET.has(key)) return build({ tier: 'context' }, defaultMask);
  if (UPPER_SET.has(key)) return build({ tier: 'upper' }, defaultMask);
  if (category === 'Languages' && !key.includes(' ') && !NOT_LANGUAGE_KEYS.has(key))
    return build({ tier: 'language' }, maskOf(['Languages']));
  if (/^[a-z]{1,2}$/.test(key) && writtenForms) {
    return { tier: 'exact', exact: writtenForms, after: 'accept', contextMask: defaultMask };
  }
  // An acronym written only in capitals ("EDW", "DWH") is not the abbreviation "Edw." or a word.
  if (writtenForms && /^[a-z]{3,4}$/.test(key) && [...writtenForms].every((w) => /^[A-Z]+$/.test(w)))
    return { ...build({ tier: 'upper' }, defaultMask), lowerInList: true };
  // A plain English word naming a non-technical skill ("communication", "accounting", "compassion",
  // "painting", "hospitality") is everyday prose ("the communication excited many professions of
  // concern"): in free text it counts only near a cue of its category ("communication skills",
  // "accounting and payroll") or a related skill (issue #14, the prose false-positive test). Any other
  // word of such a skill is mostly a product's name ("Salesforce", "HubSpot", "Trello"), which prose
  // writes with a capital ("Experience with Salesforce"), rarely in another sense ("costing", and
  // "canvas" is not the plural of Canva): the capitalized tier.
  // Words of study count too: "a degree in accounting", "taught nursing".
  if ((defaultMask & TECH_MASK) === 0 && /^[a-z]+$/.test(key) && category !== 'Languages')
    return ORDINARY_KEYS.has(key)
      ? { ...build({ tier: 'context' }, defaultMask), cues: STUDY_CUES, plural: true }
      : { ...build({ tier: 'capitalized' }, defaultMask), productName: true };
  return undefined;
}

const CAPITALIZED_SET = words(CAPITALIZED);
const CONTEXT_SET = words(CONTEXT);
const UPPER_SET = words(UPPER);
/** Keys in the Languages category that are skills, not language names. */
const NOT_LANGUAGE_KEYS = words('translation translating interpreting trados memoq');
/**
 * The categories of software: its generated names that are ordinary words head no longer name
 * (entries.ts), and no WordNet synonym reaches a generated one (loose.ts).
 */
export const SOFTWARE_MASK = maskOf([
  'Programming Languages',
  'Frameworks & Libraries',
  'Software Development',
  'Databases',
  'Cloud & DevOps',
]);

/** Whether a skill is of one of a mask's categories (maskOf). */
export function inMask(skill: { readonly categoryIndex: number }, mask: number): boolean {
  return ((1 << skill.categoryIndex) & mask) !== 0;
}

export const TECH_MASK = maskOf([
  'Programming Languages',
  'Frameworks & Libraries',
  'Software Development',
  'Cloud & DevOps',
  'Data & Analytics',
  'Databases',
  'Security',
]);
