import { Parser } from 'htmlparser2';
import { UnreadableFileError } from './errors';
import { assertZipUnpacksWithin } from './zip-limits';

// DOCX → text through mammoth. mammoth's raw-text output drops list bullets and line breaks inside a
// paragraph, both of which carry structure in resumes, so the text is taken from mammoth's HTML
// instead (a small, fixed tag set, read with htmlparser2): one line per paragraph, "• " before list items, a line per <br>,
// table rows whose cells are one line each joined with tabs (a right-aligned date in a layout
// table), other cells read one after the other, link targets kept when the label hides them.

type Mammoth = typeof import('mammoth');
let mammoth: Promise<Mammoth> | undefined;
const loadMammoth = (): Promise<Mammoth> => {
  mammoth ??= import('mammoth').then((m) => ((m as { default?: Mammoth }).default ?? m) as Mammoth);
  return mammoth;
};

const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(https?:\/\/|mailto:)/, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

interface Cell {
  lines: string[];
}
interface TableState {
  rows: Cell[][];
  row: Cell[] | undefined;
}

/** mammoth's HTML → text lines. Exported for tests. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  /** The line being written, and where finished lines go (the document, or a table cell). */
  let line = '';
  const targets: string[][] = [out];
  const tables: TableState[] = [];
  const links: { href: string; start: number }[] = [];
  /**
   * Open lists, with where their items' lines went. The items of a list that holds lists are the
   * headers of what is listed under them (an HTML theme listing jobs with their highlights nested):
   * their "• " comes off when the list closes.
   */
  const lists: { items: { target: string[]; index: number }[]; nested: boolean }[] = [];
  const flush = () => {
    const text = line.replace(/[ \u00a0]+/g, ' ').trim();
    if (text) targets[targets.length - 1].push(text);
    line = '';
  };
  const open = (tag: string, attributes: Record<string, string>) => element(tag, false, attributes);
  const close = (tag: string) => element(tag, true, {});
  function element(tag: string, closing: boolean, attributes: Record<string, string>) {
    switch (tag) {
      case 'br':
        flush();
        break;
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
      case 'div':
      case 'blockquote':
        flush();
        if (closing && tag[0] === 'h') targets[targets.length - 1].push('');
        else if (!closing && tag[0] === 'h' && targets.length === 1) out.push('');
        break;
      case 'li': {
        flush();
        if (closing) break;
        line = '• ';
        const target = targets[targets.length - 1];
        lists[lists.length - 1]?.items.push({ target, index: target.length });
        break;
      }
      case 'ul':
      case 'ol':
        flush();
        if (!closing) {
          if (lists.length) lists[lists.length - 1].nested = true;
          lists.push({ items: [], nested: false });
        } else {
          const list = lists.pop();
          if (list?.nested)
            for (const { target, index } of list.items)
              if (target[index]?.startsWith('• ')) target[index] = target[index].slice(2);
        }
        break;
      case 'a':
        if (!closing) {
          links.push({ href: attributes.href ?? '', start: line.length });
        } else {
          const link = links.pop();
          if (link?.href && !link.href.startsWith('#')) {
            const label = line.slice(link.start);
            const target = link.href.replace(/^mailto:/i, '');
            const shown = bare(label);
            // A label that is itself contact information (an e-mail address, a phone number) is
            // what the reader sees; a theme linking it to the home page adds nothing.
            const contact =
              /^\S+@\S+\.\S+$/.test(label.trim()) || /^[+(\d][\d\s().-]{6,}$/.test(label.trim());
            if (
              !contact &&
              !(shown.includes('.') && bare(link.href).includes(shown)) &&
              !label.includes(target)
            )
              line += ` (${target})`;
          }
        }
        break;
      case 'table':
        flush();
        if (!closing) tables.push({ rows: [], row: undefined });
        else {
          const table = tables.pop();
          for (const row of table?.rows ?? []) {
            const simple = row.every((c) => c.lines.length <= 1);
            if (simple) {
              const text = row
                .map((c) => c.lines[0] ?? '')
                .filter(Boolean)
                .join('\t');
              if (text) targets[targets.length - 1].push(text);
            } else {
              for (const cell of row)
                if (cell.lines.length) targets[targets.length - 1].push(...cell.lines, '');
            }
          }
        }
        break;
      case 'tr': {
        flush();
        const table = tables[tables.length - 1];
        if (!table) break;
        if (!closing) table.row = [];
        else if (table.row) {
          table.rows.push(table.row);
          table.row = undefined;
        }
        break;
      }
      case 'td':
      case 'th': {
        flush();
        const table = tables[tables.length - 1];
        if (!table?.row) break;
        if (!closing) {
          const cell: Cell = { lines: [] };
          table.row.push(cell);
          targets.push(cell.lines);
        } else if (targets.length > 1) targets.pop();
        break;
      }
      default:
        break;
    }
  }
  // mammoth's HTML read by a real parser (entities decoded, attributes parsed); the structure
  // above is ours.
  const parser = new Parser(
    { onopentag: open, onclosetag: close, ontext: (text) => (line += text) },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** mammoth's document tree, as far as the run separation below needs it. */
interface DocElement {
  type: string;
  value?: string;
  children?: DocElement[];
}

/** The text nodes of an element, each with the run it belongs to (a tab or a break ends a run's text). */
function textsOf(
  element: DocElement,
  run: DocElement | undefined,
  out: { node: DocElement; run?: DocElement }[],
) {
  for (const child of element.children ?? []) {
    if (child.type === 'text') out.push({ node: child, run });
    else if (child.type === 'tab' || child.type === 'break')
      out.push({ node: { type: 'text', value: '\t' } });
    else if (child.type !== 'paragraph' && child.type !== 'table')
      textsOf(child, child.type === 'run' ? child : run, out);
  }
  return out;
}

const ENDS_WORD = /[\p{Ll}\p{N})\]”"’]$/u;
const STARTS_NAME = /^[\p{Lu}“"(]/u;

/**
 * Separates runs written against each other without a space where a new name starts: HTML
 * converted to DOCX (pandoc) keeps each element of a printed resume in a run of its own and drops
 * the layout between them ("Richard Hendriks" "Programmer", "CEO/President" + a link "Pied Piper"),
 * which would read as "Richard HendriksProgrammer". A tab goes between a run ending a word and the
 * next one starting with a capital; runs inside a word ("Engi" "neer", as Word splits them) are
 * left alone.
 */
function separateGluedRuns(element: DocElement): DocElement {
  if (element.type === 'paragraph') {
    const texts = textsOf(element, undefined, []);
    for (let i = 1; i < texts.length; i++) {
      const [before, after] = [texts[i - 1], texts[i]];
      if (!before.run || !after.run || before.run === after.run) continue;
      if (ENDS_WORD.test(before.node.value ?? '') && STARTS_NAME.test(after.node.value ?? ''))
        after.node.value = `\t${after.node.value}`;
    }
    return element;
  }
  for (const child of element.children ?? []) separateGluedRuns(child);
  return element;
}

/** Text of a DOCX file. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  assertZipUnpacksWithin(bytes);
  const m = await loadMammoth();
  let html: string;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await m.convertToHtml(
      { buffer },
      { ignoreEmptyParagraphs: true, transformDocument: separateGluedRuns },
    );
    html = result.value;
  } catch (error) {
    throw new UnreadableFileError('corrupt', (error as Error).message);
  }
  return htmlToText(html);
}
