// Word lists the resume parser decides with: section headings in several spellings and languages,
// the head nouns of job titles, the words that mark company and school names, and degree names.

import { withoutDiacritics } from '../diacritics';

export type SectionKey =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'publications'
  | 'volunteer'
  | 'languages'
  | 'references'
  | 'awards'
  | 'interests'
  | 'contact';

const set = (text: string) => new Set(text.split(/\s*\|\s*|\s*\n\s*/).filter(Boolean));

/** Folded heading text → section. Folding: lowercase, accents removed, "&"/"+" → "and". */
const HEADINGS: Record<SectionKey, Set<string>> = {
  summary: set(`summary|professional summary|career summary|executive summary|profile|professional profile|
    personal profile|about|about me|objective|career objective|professional objective|personal statement|
    overview|introduction|bio|summary of qualifications|qualifications summary|profil|perfil|resumen|
    perfil profesional|sobre mi|a propos|a propos de moi|zusammenfassung|uber mich|kurzprofil|sommario|
    profilo|resumo|sobre|sammanfattning|profiel`),
  work: set(`experience|work experience|professional experience|employment|employment history|work history|
    career history|professional background|relevant experience|career|experience summary|
    professional history|positions held|work|internships|internship experience|relevant work experience|
    industry experience|professional employment|experience and employment|berufserfahrung|
    berufliche erfahrung|praxiserfahrung|experiencia|experiencia laboral|experiencia profesional|
    experience professionnelle|experiences professionnelles|parcours professionnel|beruflicher werdegang|werdegang|
    experiencia profissional|esperienza|esperienza lavorativa|esperienze professionali|werkervaring|
    arbetslivserfarenhet|erfarenhet|doswiadczenie zawodowe`),
  education: set(`education|academic background|education and training|academic qualifications|
    educational background|academic history|studies|education and certifications|
    education and qualifications|academic profile|academics|training and education|ausbildung|bildung|
    bildungsweg|studium|formacion|formacion academica|educacion|estudios|formation|formations|
    parcours academique|formacao|formacao academica|istruzione|formazione|opleiding|opleidingen|
    utbildning|wyksztalcenie`),
  skills: set(`skills|technical skills|core competencies|key skills|skills and tools|competencies|
    areas of expertise|expertise|technologies|tools|tech stack|technology stack|skills and abilities|
    skill set|skillset|core skills|hard skills|soft skills|professional skills|it skills|computer skills|
    technical proficiencies|skills and expertise|tools and technologies|technical expertise|
    skills and competencies|key competencies|qualifications|strengths|kenntnisse|fahigkeiten|
    fachkenntnisse|kompetenzen|it kenntnisse|competencias|habilidades|conocimientos|competences|
    competences techniques|competencias tecnicas|competenze|vaardigheden|kompetenser|fardigheter|
    umiejetnosci|skills summary|professional skills summary|summary of skills`),
  projects: set(`projects|selected projects|personal projects|key projects|academic projects|side projects|
    open source|open source projects|notable projects|project experience|projects experience|projekte|
    proyectos|projets|projetos|progetti|projecten`),
  certificates: set(`certifications|certificates|licenses and certifications|licenses|certification|
    professional certifications|credentials|certifications and licenses|courses and certifications|
    certifications and training|training and certifications|licences and certifications|licences|
    courses|trainings|training|zertifikate|zertifizierungen|weiterbildung|certificaciones|certificados|
    certificats|certificacoes|certificazioni|certificaten|certifieringar`),
  publications: set(`publications|selected publications|papers|research|research and publications|
    publications and presentations|publikationen|veroffentlichungen|publicaciones|publicacoes|
    pubblicazioni`),
  volunteer: set(`volunteer|volunteer experience|volunteering|volunteer work|community involvement|
    community service|volunteering and leadership|leadership and volunteering|ehrenamt|
    ehrenamtliches engagement|voluntariado|benevolat|volontariato|vrijwilligerswerk`),
  languages: set(`languages|language skills|language proficiency|spoken languages|language|sprachen|
    sprachkenntnisse|idiomas|langues|lingue|linguas|talen|sprak|jezyki`),
  references: set(`references|referees|professional references|referenzen|referencias|references
    professionnelles|referenze|referenties`),
  awards: set(`awards|honors|honours|awards and honors|awards and honours|honors and awards|
    honours and awards|achievements|key achievements|accomplishments|scholarships|auszeichnungen|
    premios|distinctions|prix|premi`),
  interests: set(`interests|hobbies|hobbies and interests|interests and hobbies|personal interests|
    activities|extracurricular activities|interessen|hobbys|intereses|aficiones|centres d interet|
    loisirs|interesses|interessi|hobby`),
  contact: set(`contact|contact information|contact info|contact details|personal details|
    personal information|personal data|details|kontakt|kontaktdaten|persoenliche daten|contacto|
    datos personales|coordonnees|contato|contatti|info`),
};

const HEADING_BY_TEXT = new Map<string, SectionKey>();
for (const [key, phrases] of Object.entries(HEADINGS) as [SectionKey, Set<string>][])
  for (const phrase of phrases) HEADING_BY_TEXT.set(phrase, key);

/** The last word of a longer heading ("Relevant Work Experience", "Other Skills") → section. */
const HEADING_TAILS: Record<string, SectionKey> = {
  experience: 'work',
  employment: 'work',
  education: 'education',
  skills: 'skills',
  competencies: 'skills',
  projects: 'projects',
  certifications: 'certificates',
  certificates: 'certificates',
  publications: 'publications',
  volunteering: 'volunteer',
  languages: 'languages',
  references: 'references',
  summary: 'summary',
  profile: 'summary',
  awards: 'awards',
  interests: 'interests',
};

/** Words that may come before a heading's last word ("Relevant Work Experience", "Other Skills"). */
const HEADING_MODIFIERS = set(`relevant|professional|technical|other|additional|selected|key|work|teaching|
  research|leadership|academic|volunteer|language|computer|personal|core|industry|related|military|
  international|recent|notable|software|it|digital|design|management|business|marketing|clinical|
  nursing|engineering|programming|transferable|soft|hard|functional|career|employment|consulting|
  freelance|startup|previous|prior|earlier|further|major|honors|and|of|the|my`);

export function foldText(text: string): string {
  return withoutDiacritics(text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[&+]/g, ' and ')
    .replace(/['’`]/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Heading phrases without their spaces ("workexperience"), for letter-spaced headings whose word gaps were lost. */
const HEADING_BY_LETTERS = new Map<string, SectionKey>();
for (const [phrase, key] of HEADING_BY_TEXT) HEADING_BY_LETTERS.set(phrase.replace(/ /g, ''), key);

/**
 * True when text is written letter by letter: three or more letters each standing alone, words two
 * or more spaces apart. A kerned pair may stay together ("S U M M A RY"), so up to a quarter of
 * the pieces may have two letters.
 */
export function isLetterSpaced(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\p{L}{1,2}(?: {1,2}[\p{L}&]{1,2}){2,}$/u.test(trimmed)) return false;
  const pieces = trimmed.split(/ +/);
  return pieces.filter((p) => p.length === 1).length >= 0.75 * pieces.length;
}

/**
 * Letter-spaced text without its letter spacing: "W O R K  E X P E R I E N C E" (words two or more
 * spaces apart) → "WORK EXPERIENCE"; "E X P E R I E N C E" → "EXPERIENCE". Other text comes back
 * as it is.
 */
export function unspaceLetters(text: string): string {
  if (!isLetterSpaced(text)) return text;
  return text
    .trim()
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/** Section of a line that is a heading ("WORK EXPERIENCE", "Skills:", "## Education"), or undefined. */
export function headingOf(line: string): SectionKey | undefined {
  const unspaced = unspaceLetters(line);
  if (unspaced !== line || /^\p{Lu}{6,}$/u.test(unspaced.trim())) {
    // Letter-spaced with single spaces only, or closed up already: the word gaps are gone
    // ("WORKEXPERIENCE").
    const key = HEADING_BY_LETTERS.get(foldText(unspaced).replace(/ /g, ''));
    if (key) return key;
  }
  // Synthesized small caps split after each word's capital: "W ORK E XPERIENCE".
  const smallCaps = /^(?:\p{Lu} \p{Lu}{2,}(?: |$))+$/u.test(unspaced.trim())
    ? unspaced.trim().replace(/(^| )(\p{Lu}) (?=\p{Lu})/gu, '$1$2')
    : undefined;
  return headingOfText(unspaced) ?? (smallCaps ? headingOfText(smallCaps) : undefined);
}

function headingOfText(line: string): SectionKey | undefined {
  let text = line.trim();
  if (text.length > 60 || text.length < 3) return undefined;
  text = text.replace(/^[\s#=*_~\-–—:|.>•▪■●]+|[\s#=*_~\-–—:|.•▪■●]+$/g, '');
  // A count after the heading, as some themes print it: "Work Experience (3)".
  text = text.replace(/\s*\(\d{1,3}\)$/, '');
  if (!text || /[@\d]/.test(text) || /[.!?,;]$/.test(text)) return undefined;
  const folded = foldText(text);
  if (!folded) return undefined;
  const direct = HEADING_BY_TEXT.get(folded);
  if (direct) return direct;
  const words = folded.split(' ');
  if (words.length > 4) return undefined;
  // Only heading-like writing: every word capitalized or the whole line in caps.
  const original = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const capitalized = original.every((w) => /^[\p{Lu}]/u.test(w) || /^(and|of|the|&|de|et|y|und)$/i.test(w));
  if (!capitalized) return undefined;
  if (!words.slice(0, -1).every((w) => HEADING_MODIFIERS.has(w))) return undefined;
  return HEADING_TAILS[words[words.length - 1]];
}

/** Head nouns and markers of job titles. */
export const TITLE_WORDS = set(`engineer|engineers|developer|programmer|manager|designer|analyst|scientist|
  consultant|specialist|director|nurse|accountant|auditor|controller|architect|lead|head|officer|owner|
  administrator|assistant|associate|representative|executive|researcher|strategist|technician|teacher|
  lecturer|professor|founder|cofounder|co-founder|cto|ceo|cfo|coo|cio|cmo|vp|president|partner|editor|
  writer|recruiter|generalist|practitioner|therapist|pharmacist|physician|advisor|adviser|agent|
  supervisor|operator|clerk|secretary|tutor|trainee|apprentice|fellow|intern|internship|student|
  volunteer|mentor|organizer|organiser|tester|devops|sre|coordinator|bookkeeper|economist|
  statistician|marketer|copywriter|producer|coach|instructor|librarian|paralegal|attorney|lawyer|
  counsel|surgeon|dentist|medic|paramedic|chef|cook|driver|mechanic|electrician|planner|buyer|
  merchandiser|cashier|receptionist|photographer|illustrator|animator|translator|interpreter|
  journalist|reporter|investigator|inspector|estimator|surveyor|scrum|master|steward|principal|
  chief|staff|senior|junior|sr|jr|trainer|facilitator|ambassador|member|contractor|freelancer|
  freelance|owner|manager|superintendent|foreman|craftsman|carpenter|welder|plumber|machinist|laborer|labourer`);

/** Words that end or mark the name of an organization. */
export const COMPANY_WORDS =
  set(`inc|incorporated|ltd|limited|llc|llp|lp|gmbh|ag|kg|corp|corporation|co|company|
  group|plc|sa|spa|ab|kk|pvt|bv|nv|pty|sarl|srl|sas|oy|as|aps|se|sl|ltda|labs|lab|technologies|
  technology|tech|solutions|systems|bank|banking|hospital|clinic|studio|studios|agency|consulting|
  consultancy|partners|capital|media|health|healthcare|software|digital|analytics|logistics|traders|
  trading|insurance|energy|energie|foods|food|games|gaming|retail|ventures|hub|payments|commerce|
  security|center|centre|foundation|ministry|council|network|networks|telecom|telecommunications|
  mobility|freight|learning|airlines|airways|motors|pharma|pharmaceuticals|holdings|industries|
  international|enterprises|services|global|interactive|entertainment|publishing|press|hotel|hotels|
  stores|markets|electric|automotive|restaurant|restaurants|cafe|bakery|brewery|academy|institute|
  university|college|school|department|government|agency|authority|office|bureau|association|society|
  club|church|charity|trust|fund|ngo|organization|organisation|medical|dental|law|legal|realty|
  properties|construction|manufacturing|robotics|aerospace|biotech|therapeutics|diagnostics|
  outdoor|fintech|bv|nordic|europe|america|americas|asia|africa`);

/** Words that mark a school. */
export const INSTITUTION_WORDS = set(`university|universitat|universitaet|universite|universidad|universidade|
  universita|universiteit|universitet|uniwersytet|college|institute|institut|instituto|istituto|school|
  academy|akademie|academia|polytechnic|politecnico|politecnica|polytechnique|hochschule|fachhochschule|
  tecnologico|conservatory|conservatoire|seminary|ecole|escuela|escola|gymnasium|lycee|iit|nit|eth|epfl|
  mit|ucla|usc|nyu|kth|tu|tum|rwth|lse|ucl|bootcamp|campus`);

/** Subjects that complete a degree name ("Bachelor of Science") rather than name its field of study. */
export const DEGREE_SUBJECTS =
  /^(arts|science|sciences|engineering|commerce|business administration|fine arts|laws|law|education|technology|applied science|applied sciences|philosophy|music|architecture|public health|public administration|social work|nursing|science in nursing|medicine|surgery|pharmacy|design|business|accountancy|computer applications|dental surgery|veterinary medicine|letters)$/i;

/** Words that say an education line is about a degree even when educationLevelOf does not know it. */
export const DEGREE_WORDS =
  /\b(bachelor|bachelors|bachelor's|master|masters|master's|doctor|doctorate|phd|ph\.d\.?|diploma|diplom|certificate|certification|degree|associate|licence|licenciatura|laurea|mba|bsc|msc|b\.sc\.?|m\.sc\.?|b\.a\.|m\.a\.|b\.s\.|m\.s\.|b\.eng\.?|m\.eng\.?|beng|meng|btech|mtech|b\.tech|m\.tech|abitur|a-levels|baccalaureate|high school|ged|hnd|postgraduate|undergraduate|graduate)\b/i;

/** A school grade: "GPA: 3.8/4.0", "3.9 GPA", "Grade: 1.3", "First Class Honours", "110/110". */
export const SCORE_PATTERN =
  /\b(?:c?gpa|grade|grades|score|note|average|result|mark|marks|final grade|cum\.? gpa)\s*[:\-–]?\s*([0-9]+(?:[.,][0-9]+)?(?:\s*\/\s*[0-9]+(?:[.,][0-9]+)?)?%?)|\b([0-9](?:[.,][0-9]{1,2})?)\s*(?:\/\s*[0-9](?:[.,][0-9]+)?\s*)?(?:c?gpa)\b|\b((?:first|second|third)[- ]class(?: honou?rs)?(?: \((?:upper|lower) division\))?|upper second(?:[- ]class)?(?: honou?rs)?|lower second(?:[- ]class)?(?: honou?rs)?|(?:summa|magna)? ?cum laude|with (?:high(?:est)? )?(?:distinction|honou?rs|merit)|distinction|1[01]0\/110(?: cum laude| e lode)?)\b/i;

/** Words in the parentheses after a skill that give its level. */
export const SKILL_LEVELS =
  /^(expert|advanced|intermediate|beginner|basic|basics|proficient|familiar|fluent|native|working knowledge|strong|good|excellent|novice|master|senior|junior|\d+\+?\s*(?:years?|yrs?)(?: of experience)?)$/i;

/**
 * A level written after a skill's name with only a space ("Presentation Skills Advanced",
 * jsonresume-theme-kendall's DOCX): the words that cannot end a skill's own name ("Scrum Master",
 * "Good Manufacturing Practice" keep theirs).
 */
export const TRAILING_LEVEL = /^(.*\S)\s+(expert|advanced|intermediate|beginner|novice|proficient)$/i;
