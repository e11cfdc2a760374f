// The explicit rules build-taxonomy.mjs applies to the open sources: which labels are not skills, and
// which report category (main/domain/taxonomy/data.ts CATEGORIES) a source entry belongs to. Kept apart
// from the script so that test/domain/taxonomy/build-rules.test.ts can check each rule on examples.

/** Longest label kept, in words: longer ones are descriptions of tasks, not names of skills. */
export const MAX_WORDS = 4;

/** Words that make a label read as prose ("anatomy of animals", "types of concrete forms"). */
const FUNCTION_WORDS = new Set(
  'of for in on to with within from by the a an into about at as than that which who whose when where how'.split(
    ' ',
  ),
);

/** First words of knowledge-area labels that describe a body of knowledge rather than name a skill. */
const PROSE_HEADS = new Set(
  'types type principles principle characteristics range scope content contents fundamentals features aspects methods techniques theory theories study studies kinds forms categories components properties'.split(
    ' ',
  ),
);

/** Last words of knowledge-area labels that list kinds of things ("laser types", "pellet characteristics"). */
const PROSE_TAILS = new Set(
  'types type categories characteristics varieties principles kinds properties measures mechanisms features aspects components objects qualities attributes'.split(
    ' ',
  ),
);

/** Tokens of a label as the script compares them: lowercase words without surrounding punctuation. */
export function wordsOf(label) {
  return label
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}.#+]+|[^\p{L}\p{N}#+]+$/gu, ''))
    .filter(Boolean);
}

/**
 * The comparison key of a label: lowercase, punctuation other than + and # removed between words,
 * so "Node.js", "node js" and "NodeJS" meet ("nodejs"). Used only to deduplicate in the script; the
 * app's lexicon has its own, finer key (tokenize.ts).
 */
export function compactKey(label) {
  return label.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, '');
}

/**
 * Why a label is not a skill name, or null when it may be one. Rules, in order:
 * - empty, or longer than 60 characters or MAX_WORDS words: a sentence-length competence;
 * - a comma, semicolon or colon inside: an enumeration or a description ("incidence, distribution...");
 * - "ability to", "competent in", "knowledge of"...: a description of a competence;
 * - a function word (of, for, in, to, the...): prose ("anatomy of animals", "speak Basque in meetings");
 * - a prose head word (types, principles, characteristics, range, scope...) or tail word (types,
 *   categories, characteristics, varieties...): a knowledge area, not a skill;
 * - an occupation title (O*NET occupation and alternate titles): a job, not a skill;
 * - only digits and punctuation, or shorter than 2 characters.
 */
export function notASkill(label, occupations) {
  const text = label.trim();
  if (!text || text.length > 60) return 'length';
  if (!/[\p{L}]/u.test(text) || text.length < 2) return 'no letters';
  const words = wordsOf(text);
  if (words.length > MAX_WORDS) return 'words';
  if (/[,;:]/.test(text)) return 'enumeration';
  if (/\b(ability to|competent in|knowledge of|able to|understanding of)\b/i.test(text)) return 'description';
  if (words.some((w) => FUNCTION_WORDS.has(w))) return 'prose';
  if (PROSE_HEADS.has(words[0]) || (words.length > 1 && PROSE_TAILS.has(words[words.length - 1])))
    return 'knowledge area';
  if (occupations.has(words.join(' '))) return 'occupation';
  return null;
}

/**
 * A generated label is recognised in free text (summaries, descriptions) only when it is written like
 * a product or proper name, so ordinary English never matches it: one word with an inner capital or
 * capitals before lower case, a digit or inner punctuation ("PostgreSQL", "FFmpeg", "S3", "Node.js"),
 * or several words of which the first is capitalised ("Unreal Engine", "SAP Business One"). Every other generated label (lowercase phrases
 * such as "criminal law", plain words such as "Drupal" or "Outlook" that are also names or words)
 * is recognised only as an entry of a skills list.
 */
export function freeTextForm(label) {
  const words = label.trim().split(/\s+/);
  if (words.length === 1) {
    const w = words[0];
    return (
      /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}{2}/u.test(w) ||
      (/\d/.test(w) && /\p{L}/u.test(w)) ||
      /\p{L}[.#+/]\p{L}|[+#]$/u.test(w)
    );
  }
  return /^\p{Lu}/u.test(words[0]) && /^\p{Lu}/u.test(words[words.length - 1]);
}

/**
 * O*NET commodity classes (UNSPSC titles) → report category. Classes not listed here fall to
 * 'Software Development' when they are development tools, else to the category of the first
 * keyword rule that matches the product's name, else 'Office & Productivity' (desktop software).
 */
export const COMMODITY_CATEGORY = {
  'Analytical or scientific software': 'Data & Analytics',
  'Business intelligence and data analysis software': 'Data & Analytics',
  'Data mining software': 'Data & Analytics',
  'Charting software': 'Data & Analytics',
  'Geographic information system': 'Data & Analytics',
  'Map creation software': 'Data & Analytics',
  'Data base user interface and query software': 'Databases',
  'Data base management system software': 'Databases',
  'Data base reporting software': 'Databases',
  'Object oriented data base management software': 'Databases',
  'Metadata management software': 'Databases',
  'Clustering software': 'Databases',
  'Medical software': 'Healthcare',
  'Word processing software': 'Office & Productivity',
  'Spreadsheet software': 'Office & Productivity',
  'Office suite software': 'Office & Productivity',
  'Presentation software': 'Office & Productivity',
  'Electronic mail software': 'Office & Productivity',
  'Calendar and scheduling software': 'Office & Productivity',
  'Document management software': 'Office & Productivity',
  'Desktop communications software': 'Office & Productivity',
  'Video conferencing software': 'Office & Productivity',
  'Instant messaging software': 'Office & Productivity',
  'Network conferencing software': 'Office & Productivity',
  'Optical character reader OCR or scanning software': 'Office & Productivity',
  'Internet browser software': 'Office & Productivity',
  'Spell checkers': 'Office & Productivity',
  'Dictionary software': 'Office & Productivity',
  'Label making software': 'Office & Productivity',
  'Enterprise resource planning ERP software': 'Operations & Supply Chain',
  'Materials requirements planning logistics and supply chain software': 'Operations & Supply Chain',
  'Inventory management software': 'Operations & Supply Chain',
  'Procurement software': 'Operations & Supply Chain',
  'Facilities management software': 'Operations & Supply Chain',
  'Process mapping and design software': 'Operations & Supply Chain',
  'Mailing and shipping software': 'Operations & Supply Chain',
  'Bar coding software': 'Operations & Supply Chain',
  'Manufacturing execution system MES software': 'Engineering & Manufacturing',
  'Computer aided design CAD software': 'Engineering & Manufacturing',
  'Computer aided manufacturing CAM software': 'Engineering & Manufacturing',
  'Computer aided design CAD and computer aided manufacturing CAM system': 'Engineering & Manufacturing',
  'Industrial control software': 'Engineering & Manufacturing',
  'Flight control software': 'Engineering & Manufacturing',
  'Aviation ground support software': 'Engineering & Manufacturing',
  'Project management software': 'Product Management',
  'Financial analysis software': 'Finance & Accounting',
  'Accounting software': 'Finance & Accounting',
  'Tax preparation software': 'Finance & Accounting',
  'Time accounting software': 'Finance & Accounting',
  'Audit software': 'Finance & Accounting',
  'Risk management data and analysis software': 'Finance & Accounting',
  'Point of sale POS software': 'Sales',
  'Customer relationship management CRM software': 'Sales',
  'Sales and marketing software': 'Marketing',
  'Human resources software': 'HR & Recruiting',
  'Computer based training software': 'Education & Training',
  'Multi-media educational software': 'Education & Training',
  'Foreign language software': 'Education & Training',
  'Library software': 'Education & Training',
  'Helpdesk or call center software': 'Customer Service',
  'Contact center software': 'Customer Service',
  'Interactive voice response software': 'Customer Service',
  'Compliance software': 'Legal',
  'Legal management software': 'Legal',
  'Graphics or photo imaging software': 'Design',
  'Video creation and editing software': 'Design',
  'Desktop publishing software': 'Design',
  'Web page creation and editing software': 'Design',
  'Music or sound editing software': 'Design',
  'Pattern design software': 'Design',
  'Computer imaging software': 'Design',
  'Transaction security and virus protection software': 'Security',
  'Network security and virtual private network VPN equipment software': 'Security',
  'Network security or virtual private network VPN management software': 'Security',
  'Authentication server software': 'Security',
  'Cloud-based protection or security software': 'Security',
  'Operating system software': 'Cloud & DevOps',
  'Configuration management software': 'Cloud & DevOps',
  'Network monitoring software': 'Cloud & DevOps',
  'Cloud-based management software': 'Cloud & DevOps',
  'Cloud-based data access and sharing software': 'Cloud & DevOps',
  'Application server software': 'Cloud & DevOps',
  'Enterprise system management software': 'Cloud & DevOps',
  'Backup or archival software': 'Cloud & DevOps',
  'Storage networking software': 'Cloud & DevOps',
  'Administration software': 'Cloud & DevOps',
  'Filesystem software': 'Cloud & DevOps',
  'Development environment software': 'Software Development',
  'Object or component oriented development software': 'Programming Languages',
  'Web platform development software': 'Frameworks & Libraries',
  'Graphical user interface development software': 'Frameworks & Libraries',
  'Program testing software': 'Software Development',
  'File versioning software': 'Software Development',
  'Compiler and decompiler software': 'Software Development',
  'Enterprise application integration software': 'Software Development',
  'Requirements analysis and system architecture software': 'Software Development',
};

/**
 * Keyword rules for ESCO knowledge labels (ESCO's skill groups are not in the source file), first
 * match wins; a label no rule maps is left out of the taxonomy (counted in the build report).
 * Matched against the preferred label and its alternative labels together.
 */
export const KEYWORD_CATEGORY = [
  ['Programming Languages', /\(computer programming\)|\bprogramming language/],
  ['Languages', /\bcompetent in \p{Lu}|\bspoken and written\b/u],
  [
    'Security',
    /\b(cyber ?security|ict security|information security|encryption|cryptograph|malware|firewall|penetration test|intrusion)/,
  ],
  ['Databases', /\b(database|dbms|sql|nosql|data warehouse|query language)/],
  [
    'Cloud & DevOps',
    /\b(cloud|devops|virtuali[sz]ation|operating system|linux|unix|server|network(ing)? (protocol|administration|engineering)|ict network|ict infrastructure)/,
  ],
  [
    'Data & Analytics',
    /\b(statistic|data (analy|mining|science|model|visuali|quality|extraction)|analytics|machine learning|artificial intelligence|business intelligence|econometric|deep learning|big data)/,
  ],
  ['Frameworks & Libraries', /\b(framework|library|libraries|software component)/],
  [
    'Software Development',
    /\b(software|programming|ict|web|mobile|computer|algorithm|integrated development environment|debugging|systems? (development|design|analysis)|application development|tools for software)/,
  ],
  [
    'Design',
    /\b(graphic|typograph|illustrat|animation|photograph|visual design|user experience|interface design|3d (model|render|light|textur)|fashion design|interior design|colou?r theory|video editing)/,
  ],
  [
    'Healthcare',
    /\b(medic|clinic|nurs|patient|therap|surg|pharma|health|disease|anatom|physiolog|patholog|diagnos|dental|dentist|radiolog|paediatr|pediatr|obstetric|oncolog|psychiatr|psycholog|veterinar|midwif|rehabilitat|care\b|hygiene|epidemiolog|immunolog|cardio|neuro|ophthalm|orthop|geriatr|dermatolog|toxicolog|first aid|nutrition|dietetic)/,
  ],
  [
    'Legal',
    /\b(law(?!s? of (?:physics|nature|motion|thermodynamics))|legal|legislation|jurisprud|litigat|contract|regulation|intellectual property|copyright|patent|court|judicial)/,
  ],
  [
    'Finance & Accounting',
    /\b(financ|account|tax|audit|bank|invest|budget|insur|actuar|credit|securities|stock market|econom|payroll|bookkeep|fiscal|monetary|pension|treasury)/,
  ],
  [
    'HR & Recruiting',
    /\b(human resource|recruit|employment|personnel|labour market|labor market|talent|workforce|occupational)/,
  ],
  [
    'Marketing',
    /\b(marketing|advertis|brand|public relations|seo|social media|market research|copywrit|media planning|promotion)/,
  ],
  ['Sales', /\b(sales|selling|retail|merchandis|e-commerce|ecommerce|customer relationship|negotiat|trade)/],
  ['Customer Service', /\b(customer service|call cent|help ?desk|hospitality|customer care|complaint)/],
  [
    'Operations & Supply Chain',
    /\b(logistic|supply chain|warehouse|inventory|procurement|purchas|quality (management|assurance|control|standards)|lean|six sigma|transport|shipping|freight|distribution|fleet)/,
  ],
  [
    'Product Management',
    /\b(project management|product management|agile|scrum|product life|programme management)/,
  ],
  [
    'Education & Training',
    /\b(pedagog|teaching|education|curricul|didactic|learning|training|tutor|assessment process)/,
  ],
  [
    'Trades & Construction',
    /\b(construction|building|carpent|plumb|weld|masonry|roof|concrete|electrical wiring|joinery|scaffold|hvac|heating|ventilation|brick|tiling|plaster|paint)/,
  ],
  [
    'Engineering & Manufacturing',
    /\b(engineer|mechanic|electric|electronic|manufactur|machin|cad|automation|robotic|hydraulic|pneumatic|thermodynamic|materials|metal|chemical|physics|circuit|semiconductor|aerospace|aircraft|vehicle|engine|optic|sensor|energy|power plant|nuclear)/,
  ],
  [
    'Office & Productivity',
    /\b(office|spreadsheet|word processing|presentation software|e-mail|email|document management)/,
  ],
];

/** The first category whose rule matches any of the labels, or null. */
export function keywordCategory(labels) {
  const text = labels.join(' \n ').toLowerCase();
  const cased = labels.join(' \n ');
  for (const [category, pattern] of KEYWORD_CATEGORY) {
    if (pattern.test(pattern.flags.includes('u') ? cased : text)) return category;
  }
  return null;
}

/** O*NET examples that describe a kind of software ("Case management software") rather than name one. */
export function genericSoftware(example) {
  const words = example.trim().split(/\s+/);
  const rest = words.slice(1);
  return (
    rest.length > 0 &&
    rest.every((w) => !/\p{Lu}/u.test(w)) &&
    /\b(software|systems?|programs?|applications?|tools?)$/i.test(example)
  );
}

/** What a technology is called in a definition: "X is a [kind of] <noun>". */
const TECHNOLOGY_NOUNS =
  'language|librar(?:y|ies)|framework|toolkit|tool|software|platform|database|protocol|format|editor|engine|service|app|application|runtime|compiler|interpreter|package manager|server|browser|sdk|operating system|specification|ide|environment|system|standard|utility|shell|client|extension|plugin|orm|cms|api';

/**
 * Whether a GitHub Explore topic names a technology: the first sentence of its description defines
 * the name as one ("Discord is a free voice, video, and text chat app", "MQTT is a lightweight,
 * publish-subscribe messaging protocol"), starting with its name (not "A spreadsheet is..."), and does not
 * call it a game, a company or a community.
 */
export function technologyDefinition(name, description) {
  if (!name || !description) return false;
  const first = description.split(/(?<=\.)\s/)[0];
  // "A spreadsheet is...", "The framework..." define a kind of thing, not a named one.
  if (!first.toLowerCase().startsWith(name.toLowerCase().split(/[\s(]/)[0])) return false;
  const defines = new RegExp(`\\b(is|are)\\s+(an?|the)\\s+([^.]{0,80}?\\b)?(${TECHNOLOGY_NOUNS})s?\\b`, 'i');
  if (!defines.test(first)) return false;
  // "GLAM is an acronym for 'galleries, libraries, archives, and museums'" spells a phrase out.
  if (/\b(is|are)\s+an?\s+(acronym|abbreviation|initialism)\b/i.test(first)) return false;
  return !notTechnologyDescription(first);
}

/**
 * Whether the first sentence of a topic's description calls it a game, a company, a community or an
 * event ("Chrome is a web browser from the tech company Google" is about a company's product, not a
 * technology one lists as a skill by that name).
 */
export function notTechnologyDescription(description) {
  const first = description.split(/(?<=\.)\s/)[0];
  return /\b(game|games|company|corporation|community|conference|event|challenge|competition|genre|series|character|fandom)\b/i.test(
    first.replace(/\bgame engine\b/gi, 'engine'),
  );
}

/**
 * The name of the AWS service an API client's full name belongs to: botocore names one client per API
 * ("Amazon Lex Runtime V2", "Amazon Timestream Write", "AWS IoT Data Plane", "Amazon Transcribe
 * Service"), so the suffixes that tell clients apart are dropped, repeatedly, while a vendor word and a
 * name are left. A service's own "Service" stays ("AWS Database Migration Service", "Amazon Transcribe
 * Service"); the build adds the name without it as another spelling.
 */
export function awsServiceName(fullName) {
  let name = fullName.trim().replace(/\s*\([^)]*\)$/, '');
  const SUFFIX =
    / (V\d+|v\d+|Runtime|Data Plane|DataService|Data|Control|Events|Query|Write|Admin|Admin API|Model Building|Identity Provider|Identity|Sync|Archived Media|Media|Signaling Channels|WebRTC Storage)( Service)?$/;
  for (;;) {
    const shorter = name.replace(SUFFIX, '');
    if (shorter === name || shorter.split(' ').length < 2) return name;
    name = shorter;
  }
}

/**
 * An O*NET example that spells a name out before its acronym ("Simple mail transfer protocol SMTP",
 * "Border Gateway Protocol BGP"): { expansion, acronym } when the acronym's letters are the initials of
 * every word before it (two words or more), else null.
 */
export function spelledAcronym(example) {
  const words = example.trim().split(/\s+/);
  const acronym = words[words.length - 1];
  if (words.length < 3 || !/^[A-Z][A-Z0-9]{1,5}$/.test(acronym)) return null;
  const expansion = words.slice(0, -1);
  return initialsOfWords(expansion) === acronym.toLowerCase()
    ? { expansion: expansion.join(' '), acronym }
    : null;
}

/** The first letters of words, lower case: "Fast Forward Moving Picture" → "ffmp". */
function initialsOfWords(words) {
  return words
    .map((w) => w[0] ?? '')
    .join('')
    .toLowerCase();
}

/**
 * The names in a GitHub Explore display name of one word and a parenthesis: the word is the name
 * ("JSX (JavaScript XML)" is JSX, "TWRP (software)" is TWRP), and the parenthesis is another spelling of
 * it when its words' initials spell the name ("FFmpeg (Fast Forward Moving Picture Experts Group)"). A
 * phrase with a parenthesis ("Remote Procedure Call (RPC)", "Discord Bots (Extensions)") stays as it is.
 */
export function parentheticalNames(displayName) {
  const parts = /^(.+?)\s*\((.+)\)$/.exec(displayName.trim());
  if (!parts) return [displayName.trim()];
  const [outer, inner] = [parts[1].trim(), parts[2].trim()];
  if (/\s/.test(outer)) return [displayName.trim()];
  const letters = outer.toLowerCase().replace(/[^a-z]/g, '');
  return letters === initialsOfWords(inner.split(/[\s-]+/)) ? [outer, inner] : [outer];
}

/**
 * Whether a GitHub Explore topic's description is a noun phrase naming the topic's kind, a technology:
 * "A tool for dependency management in PHP." (Composer), "A cross-platform source code editor with a
 * Python API." (Sublime Text), "The open-source C/C++ package manager." (Conan). The technology noun
 * comes before any verb or function word ("The technique of making a system..." is a practice, "A
 * category of tools" a class, "An esoteric programming language is..." defines a kind). The name must be
 * a proper name (capitalised, or written like a product) and not itself end in the kind ("Programming
 * language", "Minecraft Server", "Package manager" name kinds of things); games, companies and social
 * sites are left out as in technologyDefinition.
 */
export function technologyApposition(name, description) {
  if (!name || !description) return false;
  if (!/^\p{Lu}/u.test(name) && !freeTextForm(name)) return false;
  const first = description.split(/(?<=\.)\s/)[0];
  if (/\b(is|are)\b/i.test(first)) return false;
  if (notTechnologyDescription(first) || /\b(multiplayer|minecraft|communities|social|news)\b/i.test(first))
    return false;
  const kind = new RegExp(`^(${TECHNOLOGY_NOUNS})s?$`, 'i');
  const nameWords = name.trim().split(/\s+/);
  if (kind.test(nameWords[nameWords.length - 1]) || kind.test(nameWords.slice(-2).join(' '))) return false;
  const words = first.replace(/[.,]/g, ' ').trim().split(/\s+/);
  const article = /^(an?|the)$/i.test(words[0] ?? '');
  // Without an article ("Linux application sandboxing and distribution framework.", Flatpak) the phrase
  // must not start with the name ("Blazing fast describes software...") and must end in one thing of
  // the kind, after a word that says which ("software that sucks less" and "Tools for managing..." and
  // "Autonomous software systems that..." name classes).
  if (!article && words[0]?.toLowerCase() === nameWords[0].toLowerCase()) return false;
  const singular = new RegExp(`^(${TECHNOLOGY_NOUNS})$`, 'i');
  const endsPhrase = (next) => next === undefined || FUNCTION_WORDS.has(next.toLowerCase()) || next === 'and';
  for (let k = article ? 1 : 0; k < words.length && k <= 6; k++) {
    const w = words[k];
    if (article && (kind.test(w) || kind.test(`${w} ${words[k + 1] ?? ''}`))) return true;
    if (!article && k > 0 && singular.test(w) && endsPhrase(words[k + 1])) return true;
    if (!article && k > 0 && singular.test(`${w} ${words[k + 1] ?? ''}`) && endsPhrase(words[k + 2]))
      return true;
    if (FUNCTION_WORDS.has(w.toLowerCase()) || /^(or|was|were)$/i.test(w)) return false;
    if (!/^[\p{L}\p{N}][\p{L}\p{N}+#/-]*$/u.test(w)) return false;
  }
  return false;
}

// ---- held-out labels: which alternative labels are spellings of their concept ----

/**
 * Words that name the kind of a thing, not the thing ("software", "rules", "industry"): a label that
 * shares only such a word with its concept ("GIMP software" with "graphics editor software") does not
 * name the same skill.
 */
const GENERIC_WORDS = new Set(
  'software tool system technology application program programme platform suite package product service solution method technique process procedure practice principle theory rule regulation legislation law standard code requirement norm industry sector business company field area discipline'.split(
    ' ',
  ),
);

/** A lowercase word in the singular ("strategies", "processes", "systems"; not "analysis", "physics"). */
export function singularWord(w) {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is|ics)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** A word as the variant rule compares it: American spelling, singular. */
function baseWord(word) {
  return singularWord(
    word
      .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
      .replace(/our(s|ed|ing|al)?$/, 'or$1')
      .replace(/ell(ing|ed|er|ers|or|ors)$/, 'el$1')
      .replace(/^mould/, 'mold')
      .replace(/([^aeiou])tre(s)?$/, '$1ter$2')
      .replace(/ae/g, 'e')
      .replace(/oe/g, 'e'),
  );
}

/** The content words of a label: lowercase, split at hyphens and punctuation, no function words. */
function contentWords(label) {
  return label
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w && !FUNCTION_WORDS.has(w) && w !== 'and')
    .map(baseWord);
}

/** Words of a preferred label that make it a list of kinds ("laser types", "scaffolding components"). */
const LIST_WORDS = new Set('types type kinds kind categories varieties components'.split(' '));

/**
 * Whether two words are forms of one: equal, one a prefix of the other ("pharma", "construct",
 * "trade" of "trademark"), or a common start of at least seven letters ("electrical" / "electricity",
 * "refrigeration" / "refrigerant").
 */
function sameStem(a, b) {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  let k = 0;
  while (k < short.length && short[k] === long[k]) k++;
  return k >= 7;
}

/** Whether a written token ("VFR", "O&G", "ICT") is the initials of consecutive content words of `label`. */
function initialsOf(token, label) {
  const letters = token.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length < 2 || !/^[A-Z][A-Z&.]*[A-Z]s?$/.test(token.replace(/s$/, ''))) return false;
  const initials = contentWords(label)
    .map((w) => w[0])
    .join('');
  return initials.includes(letters);
}

/**
 * Why an alternative label of a source concept is NOT a spelling of the concept (its preferred label),
 * or null when it is one. ESCO files other things under a concept's alternative labels: the products
 * of a class ("GrafX2" under "graphics editor software", "Alcatel-Lucent" under "procurement of ICT
 * network equipment"), examples and narrower concepts ("nitrogen" under "basic chemicals", "resection"
 * under "surgery"). Rules, in order:
 * - 'member of a list': the preferred label names kinds of things ("laser types", "types of steam
 *   engines", "scaffolding components"), so its alternative labels are members, not spellings;
 * - 'named member': the preferred label is a lower-case class of things and the label adds a
 *   capitalised word it does not share, which names one of them ("Sailfish OS" under "mobile operating
 *   systems", "Latitude Learning LLC" under "learning management systems");
 * - 'broader': the label is one word, and one of several of the preferred label ("engineering" under
 *   "packaging engineering", "collections" under "art collections");
 * - null (a variant): the label and the preferred label share a content word other than a generic
 *   one (compared lowercased, split at hyphens and punctuation, in American spelling and singular, by
 *   sameStem: "pharma industry" / "pharmaceutical industry",
 *   "client-centered counseling" / "client-centred counselling", "SQL Server 2008" / "SQL Server"), or
 *   one holds the initials of the other's words ("VFR communications" / "visual flight rules",
 *   "O&G" / "obstetrics and gynaecology");
 * - 'no shared word': anything else, a different product or an example; paraphrases that share no
 *   word ("Indian holistic health system" / "ayurveda medicine") fall here too and are left out.
 */
export function notAVariant(label, preferred) {
  const head = wordsOf(preferred);
  if (LIST_WORDS.has(head[0]) || (head.length > 1 && LIST_WORDS.has(head[head.length - 1])))
    return 'member of a list';
  const core = (words) => new Set(words.filter((w) => !GENERIC_WORDS.has(w)));
  const written = contentWords(label);
  const mine = core(written);
  const theirs = core(contentWords(preferred));
  const tokens = (s) => s.split(/[\s/-]+/).filter(Boolean);
  if (
    preferred === preferred.toLowerCase() &&
    tokens(label).some(
      (t) => /^\p{Lu}/u.test(t) && !initialsOf(t, preferred) && !contentWords(t).every((w) => theirs.has(w)),
    )
  )
    return 'named member';
  if (written.length === 1 && theirs.size > 1 && theirs.has(written[0])) return 'broader';
  for (const w of mine) for (const t of theirs) if (sameStem(w, t)) return null;
  if (tokens(label).some((t) => initialsOf(t, preferred))) return null;
  if (tokens(preferred).some((t) => initialsOf(t, label))) return null;
  return 'no shared word';
}

/**
 * Whether a one-word brand title is an ordinary word rather than a name: its lowercase form is in
 * `vocabulary` (the words ESCO writes in lower case in its labels: "shell", "progress", "make") and it
 * is not written like a product name (an inner capital or a digit: "VSCodium", "H2O" stay).
 */
export function commonWord(title, vocabulary) {
  const words = title.trim().split(/\s+/);
  if (words.length !== 1) return false;
  if (freeTextForm(title)) return false;
  return vocabulary.has(title.toLowerCase());
}

/** Last words that name the kind of a product ("Drizzle ORM", "Spyder IDE", "Phoenix Framework"). */
const PRODUCT_KINDS = /^(framework|orm|ide|sdk|engine|editor|toolkit|database|db)$/i;

/**
 * The short name of a product named "<Name> <kind>" ("Drizzle" of "Drizzle ORM"), or null: two words,
 * the first a name of at least three characters written with a capital or a digit (or a capital and a
 * digit: "H2" of "H2 Database"), the second a kind.
 */
export function productShortName(name) {
  const words = name.trim().split(/\s+/);
  if (words.length !== 2 || !PRODUCT_KINDS.test(words[1])) return null;
  const [first] = words;
  // Two characters only as a capital and a digit ("H2" of "H2 Database"): "UI Toolkit", "Go SDK" name
  // other things by their first word.
  if ((first.length < 3 && !/^\p{Lu}\d$/u.test(first)) || !/^[\p{Lu}\d][\p{L}\d/.+#-]*$/u.test(first))
    return null;
  return first;
}

/** Devicon tags of icons that stand for a company or a website rather than a technology. */
export const NOT_TECHNOLOGY_TAGS = new Set([
  'brand',
  'social',
  'auth',
  'website',
  'organization',
  'community',
  'online-platform',
]);

/**
 * Whether a Simple Icons entry's logo comes from the project's own domain under a top-level domain that
 * open-source and developer projects take rather than companies' ".com": "rubygems.org", "openvpn.net",
 * "sidekiq.org", "nx.dev", "bun.sh", "getcomposer.org", "sailsjs.com" is not one (nor "www.bmw.com").
 */
export function projectHome(title, host) {
  // Bodies and communities, not software: "Linux Foundation", "FIDO Alliance", "Creative Commons".
  if (/\b(foundation|alliance|commons|covenant|consortium)$/i.test(title)) return false;
  const parts = /^(?:www\.)?([a-z0-9-]+)\.(?:org|io|dev|net|sh|rs)$/.exec(host ?? '');
  if (!parts) return false;
  const domain = parts[1].replace(/-/g, '');
  const name = title.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [name, `${name}js`, `get${name}`, `${name}app`, `${name}hq`, `${name}project`].includes(domain);
}

/**
 * Whether a Simple Icons entry's logo source is a software project's home: a code forge or a
 * documentation or developer site. The list also names carmakers, airlines, broadcasters and
 * cryptocurrencies ("BMW", "Sky", "Nano"), which are not skills; their logos come from press kits.
 */
export function softwareSource(host) {
  return (
    /(^|\.)(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|readthedocs\.io|apache\.org|jetbrains\.com)$/.test(
      host,
    ) || /^(docs|developers?|dev)\./.test(host)
  );
}

/**
 * Second keyword rules for ESCO knowledge concepts the first rules (KEYWORD_CATEGORY) leave out: fields
 * of study and practice named by their subject. Academic subjects go to Education & Training (what is
 * taught), life sciences and clinical subjects to Healthcare, physical sciences and materials to
 * Engineering & Manufacturing, mathematics and information science to Data & Analytics. First match
 * wins; a concept no rule places is still left out.
 */
export const SUBJECT_CATEGORY = [
  [
    'Data & Analytics',
    /\b(mathemati|algebra|geometr|calculus|trigonometr|probabilit|demograph|cartograph|geographic information|geomatic|operations research|cybernetic|information (architecture|extraction|categorisation|structure))/,
  ],
  ['Legal', /\b(data protection|information confidentiality|information governance)/],
  [
    'Operations & Supply Chain',
    /\b(business (analysis|process|model|strateg|requirement|valuation)|cost management|risk management|continuous improvement|cold chain|outsourcing)/,
  ],
  [
    'Healthcare',
    /\b(biolog|genetic|embryolog|zoolog|entomolog|herpetolog|helminthol|biotechnolog|infection|endoscop|audiolog|hearing|chiropod|acupunct|acupress|blood|anaesthe|gastroenterolog|electroencephalog|defibrillat|childbirth|eating disorder|autism|dietary|food allerg|immunohaematolog)/,
  ],
  [
    'Engineering & Manufacturing',
    /\b(chemistry|chromatograph|spectroscop|spectrometr|geolog|geochem|geodesy|hydrograph|bathymetr|acoustic|aerodynamic|electromagnet|fluid dynamic|heat transfer|metallurg|forging|moulding|extrusion|electroplat|ceramic|glassworking|ergonomic|control systems|hardware (architecture|platform|component))/,
  ],
  [
    'Education & Training',
    /\b(history|historical|philosoph|ethics|metaphysic|epistemolog|logic|theolog|linguistic|literature|grammar|archaeolog|anthropolog|sociolog|gender studies|classical (antiquity|languages)|astronomy|geography|religio|christian|islam|buddhis|hinduism|bible)/,
  ],
];

/**
 * OpenAlex concepts (fields of study) by their root field, for a concept no keyword or subject rule
 * places; as SUBJECT_CATEGORY does for ESCO's subjects: the humanities and social sciences to Education &
 * Training, life sciences, medicine and psychology to Healthcare, physical sciences and engineering to
 * Engineering & Manufacturing.
 */
export const OPENALEX_ROOT_CATEGORY = {
  'Computer science': 'Software Development',
  Mathematics: 'Data & Analytics',
  Medicine: 'Healthcare',
  Biology: 'Healthcare',
  Psychology: 'Healthcare',
  Chemistry: 'Engineering & Manufacturing',
  Physics: 'Engineering & Manufacturing',
  'Materials science': 'Engineering & Manufacturing',
  Engineering: 'Engineering & Manufacturing',
  Geology: 'Engineering & Manufacturing',
  'Environmental science': 'Engineering & Manufacturing',
  Business: 'Operations & Supply Chain',
  Economics: 'Finance & Accounting',
  Philosophy: 'Education & Training',
  Art: 'Education & Training',
  History: 'Education & Training',
  Sociology: 'Education & Training',
  'Political science': 'Education & Training',
  Geography: 'Education & Training',
};

/** A word naming a discipline by its ending ("epistemology", "econometrics", "neurosurgery"). */
const DISCIPLINE =
  /^\p{L}{3,}(?:ology|ography|graphy|scopy|metry|metrics|ics|iatry|therapy|surgery|medicine|engineering)$/iu;
/** A last word naming a field or a practice after what it is about ("radiation therapy", "succession planning"). */
const PRACTICE =
  /(?:medicine|engineering|therapy|surgery|analysis|science|sciences|studies|management|administration|design|programming|modeling|modelling|testing|mining|learning|processing|planning|accounting|marketing|economics|chemistry|physics|biology|mathematics|education|architecture|computing)$/iu;
/**
 * A one-word science by an ending DISCIPLINE lacks or with a shorter stem ("Biochemistry", "Dentistry",
 * "Neuroscience", "Zoology", "Mineralogy", "Metallurgy", "Horticulture", "Geodesy"). Taken
 * only among OpenAlex's disciplines (its second level), where such a word is a field; lower in its tree
 * the same endings also name other things (an "Analogy").
 */
const ONE_WORD_SCIENCE = /^\p{L}{2,}(?:chemistry|istry|science|logy|urgy|culture|forestry|physics|desy)$/iu;

/**
 * A last word naming a procedure a worker carries out on what the words before it name ("performance
 * measurement", "aircraft maintenance", "patient assessment", "grant writing", "demand forecasting").
 */
const PROCEDURE =
  /^(?:measurement|assessment|evaluation|monitoring|maintenance|inspection|writing|forecasting|counseling|counselling|nursing)$/iu;

/**
 * A last word naming a procedure done to a patient, in the field of medicine: surgery by its ending
 * ("Phlebotomy", "Tracheostomy", "Hysterectomy", "Arthroplasty") or a procedure named as making the
 * body so ("Cardiac catheterization", "Embolization"). Outside medicine these endings name other
 * things ("Autotomy" of lizards, "Dichotomy", "Urbanization").
 */
const MEDICAL_PROCEDURE = /^\p{L}{3,}(?:ectomy|otomy|ostomy|plasty|ization|isation)$/iu;

/**
 * Whether an OpenAlex concept is a field of study or practice a skills list may name: its last word
 * says so by its ending (a discipline, "Epistemology", "Spectroscopy", "Econometrics"; a method or
 * practice after its subject, "Radiation therapy", "Business administration", "Succession planning").
 * One word must be a discipline's name, not the practice word alone ("Law", "Design", "Management" name
 * whole areas, which head groups of skills). Most concepts name things studied, not skills ("Cell",
 * "Nile delta", "Sunflower", "Editor in chief"), so they are left out; so are names disambiguated in
 * parentheses ("Context (archaeology)") or holding a digit. "Law" and "security" are not such endings:
 * they end the names of laws of nature and states of affairs as often as of fields ("Ideal gas law",
 * "Social security"); nor is "symmetry", a property ("Mirror symmetry"). Under Medicine (`root`, the
 * concept's root field), a medical procedure (MEDICAL_PROCEDURE) is kept too; at its second `level`,
 * a one-word science (ONE_WORD_SCIENCE).
 */
export function openAlexField(name, root, level) {
  if (/[()\d]/.test(name) || /symmetry$/i.test(name)) return false;
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1];
  if (level === '1' && words.length === 1 && ONE_WORD_SCIENCE.test(last)) return true;
  if (DISCIPLINE.test(last) || (words.length > 1 && PRACTICE.test(last))) return true;
  if (root === 'Medicine' && MEDICAL_PROCEDURE.test(last)) return true;
  // A procedure after what it is done to ("Performance measurement", "Aircraft maintenance"), not a
  // system of things it is done by ("Units of measurement", "Level of measurement").
  return words.length > 1 && PROCEDURE.test(last) && !words.includes('of');
}

/** Top fields of OpenAlex named by the thing they study, which prose names far more often ("a MySQL database"). */
const THING_FIELDS = new Set(['database']);

/**
 * Whether an OpenAlex concept is a discipline people study, teach and work in: one of the top two
 * levels of its tree ("Physics", "Political science", "Geology"), unless named by the thing it studies.
 */
export function openAlexDiscipline(level, name) {
  return (level === '0' || level === '1') && !THING_FIELDS.has(name.trim().toLowerCase());
}

/** The category of SUBJECT_CATEGORY's first rule that matches any of the labels, or null. */
export function subjectCategory(labels) {
  const text = labels.join(' \n ').toLowerCase();
  for (const [category, pattern] of SUBJECT_CATEGORY) if (pattern.test(text)) return category;
  return null;
}

/**
 * Whether an ESCO knowledge label names a product: ESCO writes knowledge areas in lower case ("criminal
 * law") and capitalises names, and a name written like a product (freeTextForm: "ObjectStore", "ABBYY
 * FineReader", "Capture One") is one. Capitalised plain words name beliefs, languages and gods as often
 * as products ("Islam", "Sanskrit", "Shiva" beside "Sakai"), so they are not taken; nor are labels
 * naming a field or a model ("Earth science", "Outsourcing model"), a non-software system
 * ("European Train Control System") or titled like a document ("Code of Conduct for Responsible
 * Fisheries").
 */
export function namedProduct(label) {
  const text = label.trim();
  if (!/^\p{Lu}/u.test(text) || !freeTextForm(text)) return false;
  // "Code of Conduct for Responsible Fisheries": the title of a convention, not a product.
  if (wordsOf(text).some((w) => FUNCTION_WORDS.has(w))) return false;
  return !/(ism|ity|science|sciences|philosophy|model|management|texts|system)$/i.test(text);
}

/**
 * Sections of awesome lists that list reading, people or other lists rather than software: articles,
 * books, talks, podcasts, websites, blogs, courses, style guides, related lists, the list's own
 * "Official" links and its table of contents.
 */
const NOT_SOFTWARE_SECTION =
  /\b(resources?|articles?|books?|videos|podcasts?|talks?|websites?|weblogs?|blogs?|newsletters?|courses?|tutorials?|cheat ?sheets?|community|discovery|related|other awesome|coding standards?|style guides?|coding style(?! tools)|sponsors|contents|contributing|official|categories)\b/i;

/** Sections of awesome lists whose entries are development tools rather than libraries. */
const TOOL_SECTION =
  /\b(build|ide|integrated development|debug|static code|code analysis|coding style tools|compilers?|testing|package manag|install tools|git tools|profiler|continuous integration|deployment|devops|documentation|minifiers?|command-line|cli)\b/i;

/**
 * Why an entry of an awesome list (a curated list of libraries and tools: section, linked name,
 * description) is not a skill, or null when it names a library or tool: it sits in a section of
 * reading or links (NOT_SOFTWARE_SECTION), has no description, is itself a list ("Awesome .NET
 * Performance", "A curated list of..."), its name is shorter than four characters or an acronym ("cli",
 * "usb", "CAP" name other things in a skills list), or it is not a name (notASkill: a sentence, an
 * occupation).
 */
export function awesomeEntry(section, name, description, occupations) {
  if (NOT_SOFTWARE_SECTION.test(section)) return 'awesome list section that is not software';
  if (!description) return 'awesome list entry without a description';
  if (/\bawesome\b/i.test(name) || /^(an?\s+)?(curated\s+)?(list|collection)\s+of\b/i.test(description))
    return 'awesome list entry that is a list';
  if (/\s[-–—]\s|[()]/.test(name)) return 'awesome list entry that is a title';
  // "cli", "usb", "ms", "he", "CAP": in a skills list these are the command line, the port, Microsoft,
  // a word or an acronym of something else, not the package of that name.
  if ((name.length < 4 && !freeTextForm(name)) || /^[\p{Lu}\d]{2,4}$/u.test(name))
    return 'awesome list name that is an abbreviation';
  return notASkill(name, occupations);
}

/** Report category of a kept awesome-list entry: tools by section, databases, else a library. */
export function awesomeCategory(section) {
  if (/\bdatabase\b(?! drivers)/i.test(section) && !/\bORM\b/.test(section)) return 'Databases';
  if (TOOL_SECTION.test(section)) return 'Software Development';
  return 'Frameworks & Libraries';
}

/**
 * The product an awesome-list name is a part of, or null: "Boost" of "Boost.Test", "Dapper" of
 * "Dapper.FastCRUD". Not when the part names a platform or an edition ("Handlebars.Net", "Sinon.JS",
 * "NaCl.Core"), which makes a product of its own.
 */
export function awesomeOwner(name) {
  const parts = /^([\p{L}\d+]+)\.(\p{Lu}[\p{L}\d]*)$/u.exec(name.trim());
  if (!parts || /^(net|js|io|core|py|classic|windows)$/i.test(parts[2])) return null;
  return parts[1];
}

/**
 * The product name at the end of a vendor's product label, or null: "FineReader" of "ABBYY FineReader",
 * "BBEdit" of "Bare Bones Software BBEdit". Only a last word written like a name, with an inner capital
 * and a small letter and at least four characters: plain last words ("Adobe Illustrator", "Ruby on
 * Rails") are often words of their own or need the vendor to be understood.
 */
export function productTailName(name) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  const last = words[words.length - 1];
  if (last.length < 4 || !/^\p{Lu}[\p{L}\d]*$/u.test(last)) return null;
  // A second capital and a small letter: "FineReader", "BBEdit", not "Illustrator" or "SPSS".
  if (!/^.[\p{L}\d]*\p{Lu}/u.test(last) || !/\p{Ll}/u.test(last)) return null;
  return last;
}

/** Verbs that only say an activity is done ("conduct physical examinations", "carry out sales analysis"). */
const LIGHT_VERB = /^(?:conduct|perform|carry out|undertake|execute|do)\s+(.+)$/i;

/**
 * Last words (singular, lowercase) of noun phrases that name an activity, not a thing: what follows a
 * light verb is then the skill itself ("physical examination", "energy audit", "email marketing"),
 * while "use welding equipment" or "apply massage oil" name tools and materials.
 */
const ACTIVITY_NOUN =
  /.{3}(?:tion|sion|ment|ysis|osis|ing|ance|ence)$|^(?:research|audit|review|survey|therapy|surgery|valuation)$/;

/**
 * The noun phrase an ESCO skill/competence concept names when its preferred label is a light verb
 * and an activity ("conduct physical examinations"): the alternative label that spells the object
 * alone, singular when ESCO gives both ("physical examination"), or null. Objects that are not an
 * activity ("perform religious ceremonies"), prose, and knowledge areas are left out (notASkill).
 */
export function competenceActivity(preferred, alts, occupations) {
  const m = LIGHT_VERB.exec(preferred.trim());
  if (!m) return null;
  const object = wordsOf(m[1]);
  const singular = (w) => (/(ss|us|is|ics)$/.test(w) ? w : w.replace(/ies$/, 'y').replace(/s$/, ''));
  const key = (words) => words.map(singular).join(' ');
  const same = alts.filter((a) => key(wordsOf(a)) === key(object) && !notASkill(a, occupations));
  if (same.length === 0) return null;
  const label = same.find((a) => wordsOf(a).join(' ') === key(object)) ?? same[0];
  const last = singular(object[object.length - 1]);
  return object.length >= 2 && ACTIVITY_NOUN.test(last) ? label.trim() : null;
}

/**
 * Hosts of tldr pages' "More information" links that serve the manual pages of many unrelated commands
 * (a man-page site, a vendor's command reference) or host many unrelated projects (a forge): a command
 * linked there is a tool of its own. Any other host that several pages link to is one suite's site
 * ("netpbm.sourceforge.net", "graphviz.org", "www.postgresql.org"), whose commands are parts of it.
 */
const TLDR_SHARED_HOSTS =
  /^(?:manned\.org|man7\.org|www\.gnu\.org|learn\.microsoft\.com|keith\.github\.io|ss64\.com|man\.openbsd\.org|man\.freebsd\.org|www\.freebsd\.org|manpages\.debian\.org|manpages\.ubuntu\.com|linux\.die\.net|developer\.apple\.com|github\.com|gitlab\.com|codeberg\.org|sr\.ht|git\.sr\.ht|bitbucket\.org|pypi\.org|www\.npmjs\.com|crates\.io|docs\.rs|)$/;

/** Pages of one host above which the host is a suite's site rather than a tool's own. */
export const TLDR_SUITE_PAGES = 4;

/**
 * The skill a tldr page names, as { name, labels }, or the reason it names none. A page is a command's
 * manual in brief ("rsync: Transfer files to or from a remote host"), so its command is a tool a skills
 * list may name ("rsync", "kubectl", "sendmail"), unless it is a subcommand ("git commit", "docker
 * compose"), an alias page, a PowerShell cmdlet ("Get-ChildItem"), a short abbreviation ("ls", "cd"),
 * a part of a suite (`suite`: its link's host is shared by TLDR_SUITE_PAGES pages or more that is no
 * man-page site or forge: "pbmtoascii" of Netpbm, "pg_dump" of PostgreSQL) or an ordinary word
 * (`ordinary`: an English word, "make", "screen", "kind", or a personal name, "watson"). A description
 * that starts with the tool's own name ("Apache Ant: build...", "GNU Privacy Guard, an OpenPGP...")
 * names the skill by it: the name must hold the command or be what its letters stand for; an
 * English-word command then keeps that name alone ("Apache Ant", not "ant").
 */
export function tldrTool(command, description, suite, ordinary) {
  const c = command.trim();
  if (/\s/.test(c)) return 'tldr page of a subcommand';
  if (/\balias of\b|^this command is deprecated/i.test(description)) return 'tldr alias page';
  if (/^\p{Lu}\p{Ll}+-\p{Lu}/u.test(c)) return 'tldr page of a powershell cmdlet';
  if (c.length < 3 || /^[\d.]/.test(c)) return 'tldr command that is an abbreviation';
  if (suite) return 'tldr command of a suite';
  const own = /^(\p{Lu}[\p{L}\d.+-]*(?: (?:\p{Lu}|\d)[\p{L}\d.+-]*){0,3})(?::|,) /u.exec(description);
  const key = compactKey(c);
  const name =
    own && (compactKey(own[1]).includes(key) || initialsOfWords(own[1].split(/\s+/)) === key) ? own[1] : null;
  if (ordinary(c)) return name ? { name, labels: [name] } : 'tldr command that is an ordinary word';
  return { name: name ?? c, labels: name && compactKey(name) !== key ? [name, c] : [name ?? c] };
}

/** Whether a tldr page's link host is a suite's own site (TLDR_SHARED_HOSTS), given its page count. */
export function tldrSuiteHost(host, pages) {
  return pages >= TLDR_SUITE_PAGES && !TLDR_SHARED_HOSTS.test(host);
}
