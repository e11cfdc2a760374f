import { normalizeLanguage } from '../taxonomy';
import { stripUnstorable } from './sanitize';
import { headingOf, type SectionKey, SKILL_LEVELS, TRAILING_LEVEL, unspaceLetters } from './vocabulary';

/** One line of resume text, with what its writing says about it. */
export interface Line {
  text: string;
  /** Started with a bullet glyph or list number (removed from text). */
  bullet: boolean;
  /** Started with two or more spaces or a tab: a continuation of the line before. */
  indent: boolean;
  /** An empty line came before it. */
  blankBefore: boolean;
}

export interface Section {
  key: SectionKey | 'header';
  title?: string;
  lines: Line[];
}

const BULLET = /^(?:[•●▪■◦○◆◇►▸‣⁃∙·➢➤✓✔❖→⮚]|[-*+–—](?=\s)|\d{1,2}[.)](?=\s)|\(\d{1,2}\)(?=\s))\s*/;

/**
 * Normalizes the characters of extracted text: line ends, spaces, ligatures, invisible characters;
 * control and private-use characters (icon-font glyphs) become spaces.
 */
export function normalizeText(text: string): string {
  const lines = text.normalize('NFC').replace(/\r\n?|\f|\v|\u0085|\u2028|\u2029/g, '\n');
  return stripUnstorable(lines, ' ')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/ﬁ/g, 'fi')
    .replace(/ﬂ/g, 'fl')
    .replace(/ﬀ/g, 'ff')
    .replace(/ﬃ/g, 'ffi')
    .replace(/ﬄ/g, 'ffl');
}

export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let blank = false;
  for (const raw of normalizeText(text).split('\n')) {
    if (!raw.trim()) {
      blank = true;
      continue;
    }
    const indent = /^( {2,}|\t)/.test(raw);
    // Letter spacing goes unless it hides where the words end ("J A N E D O E" stays as it is).
    const unspaced = unspaceLetters(raw.trim());
    let body = (unspaced.includes(' ') || headingOf(unspaced) ? unspaced : raw.trim())
      .replace(/ {3,}/g, '\t')
      .replace(/[ ]*\t[ \t]*/g, '\t');
    const marker = BULLET.exec(body);
    let bullet = false;
    if (marker && marker[0].length < body.length) {
      bullet = true;
      body = body.slice(marker[0].length).trim();
    }
    lines.push({ text: body.replace(/ {2,}/g, ' '), bullet, indent, blankBefore: blank });
    blank = false;
  }
  return splitLeftColumnHeadings(lines);
}

/** Inline headings whose content follows a colon on the same line ("Skills: Python, SQL"). */
const INLINE_KEYS = new Set<SectionKey>(['skills', 'languages', 'interests', 'summary']);

/** A line holding only a skill level ("Expert", "Advanced"), not a bullet. */
export function isBareLevel(line: Line): boolean {
  return !line.bullet && SKILL_LEVELS.test(line.text.trim());
}

/**
 * "Professional skills" under a skill's level ("Project Management / Advanced / Professional
 * skills", the caffeine and macchiato sidebars) or under a label waiting for its value ("Project
 * Management:", the deedy LaTeX template) is that skill's group, not a Skills heading: no heading
 * follows either. Under a language's fluency ("English / Native / Skills") it is a heading. The
 * group "Languages" (of JavaScript) is one only when skill blocks go on after it ("MySQL /
 * Intermediate"), not languages ("English / Native"). In a grid of cards under Skills, a group is
 * the second line of its card.
 */
function isSkillGroup(lines: Line[], i: number, section: Section): boolean {
  const [before, line, next, level] = [lines[i - 1], lines[i], lines[i + 1], lines[i + 2]];
  if (!before || section.key === 'languages') return false;
  const key = headingOf(line.text);
  // A card of a skills grid read column by column (jsonresume-theme-actual: "JavaScript" over its
  // group "Languages", a gap before and after the pair): the group, unless languages follow.
  const card = !line.blankBefore && before.blankBefore && !before.bullet && !!next?.blankBefore;
  if (section.key === 'skills' && card) return key !== 'languages' || !normalizeLanguage(next.text);
  // "JavaScript Intermediate" / "Languages" / "MySQL Intermediate" (jsonresume-theme-kendall's
  // DOCX): a level after the name, on the line before the group, is a level line too.
  const levelled = (l: Line | undefined) => !!l && (isBareLevel(l) || TRAILING_LEVEL.test(l.text.trim()));
  // Between two levelled skills under Skills, any heading-like line ("Research", "Tools") is a group.
  if (section.key === 'skills' && levelled(before) && levelled(next) && !normalizeLanguage(next?.text ?? ''))
    return true;
  if (key === 'languages')
    return (
      !!next &&
      !normalizeLanguage(next.text) &&
      ((isBareLevel(before) && !!level && isBareLevel(level)) || (levelled(before) && levelled(next)))
    );
  if (key !== 'skills') return false;
  return levelled(before) || (!before.bullet && /^[^:]{2,40}:$/.test(before.text.trim()));
}

/**
 * A heading set on two lines in a narrow label column ("PROFESSIONAL SKILLS" over "SUMMARY",
 * jsonresume-theme-paper): the second line right under the first, nothing between, and the two
 * read together as one heading. Its key and title, else undefined (two headings).
 */
function headingWrap(current: Section, line: Line): Pick<Section, 'key' | 'title'> | undefined {
  if (current.key === 'header' || current.lines.length || line.blankBefore || !current.title)
    return undefined;
  const title = `${current.title} ${line.text}`;
  const key = headingOf(title);
  return key ? { key, title } : undefined;
}

/**
 * Splits lines into sections at heading lines. Lines before the first heading are the "header"
 * section (name and contact). A heading followed by a colon and content starts its section with
 * that content ("Languages: English, German"), except inside Skills, where "Languages: Python, Go"
 * is a group of skills.
 */
export function toSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ key: 'header', lines: [] }];
  lines.forEach((line, i) => {
    const current = sections[sections.length - 1];
    const key = line.bullet || isSkillGroup(lines, i, current) ? undefined : headingOf(line.text);
    if (key) {
      const wrapped = headingWrap(current, line);
      if (wrapped) Object.assign(current, wrapped);
      else sections.push({ key, title: line.text, lines: [] });
      return;
    }
    const inline = line.bullet ? undefined : /^([^:\t]{3,40}):\s*(\S.*)$/.exec(line.text);
    if (inline) {
      const inlineKey = headingOf(inline[1]);
      // Inside Skills, "Languages: Python, Go" is a group of skills; "Languages: English, German" is not.
      const spoken = () => {
        const items = inline[2].split(/[,;|•·]/).map((i) => i.replace(/\(.*?\)/g, '').trim());
        return items.filter((i) => normalizeLanguage(i)).length >= Math.max(1, items.length * 0.5);
      };
      if (
        inlineKey &&
        INLINE_KEYS.has(inlineKey) &&
        (current.key !== 'skills' || (inlineKey === 'languages' && spoken()))
      ) {
        sections.push({
          key: inlineKey,
          title: inline[1],
          lines: [{ ...line, text: inline[2], blankBefore: false }],
        });
        return;
      }
    }
    current.lines.push(line);
  });
  return sections;
}

/**
 * Section labels printed in a left column, on the line of the section's first entry
 * ("EXPERIENCE⇥Pied Piper, CEO/President⇥2013 – 2014"): the label becomes a heading line of its own.
 */
function splitLeftColumnHeadings(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const tab = line.text.indexOf('\t');
    const label = line.text.slice(0, tab);
    const rest = line.text.slice(tab + 1).trim();
    if (line.bullet || tab < 0 || !rest || !headingOf(label) || continuesGrid(out[out.length - 1], line))
      out.push(line);
    // "Work Experience⇥(3)": a count of the entries, not one of them.
    else if (/^\(\d{1,3}\)$/.test(rest)) out.push({ ...line, text: label });
    else out.push({ ...line, text: label }, { ...line, text: rest, blankBefore: false });
  }
  return out;
}

const cellCount = (line: Line) => line.text.split('\t').length;

/**
 * A row of a grid under the row before it: as many cells, no gap between (a two-column skills grid,
 * jsonresume-theme-even: "Survey Design⇥User Research" over their groups "Research⇥Research"). Its
 * first cell is a cell, not a section label, even where it reads as a heading.
 */
function continuesGrid(prev: Line | undefined, line: Line): boolean {
  return !!prev && !prev.bullet && !line.blankBefore && cellCount(prev) === cellCount(line);
}
