import { UnreadableFileError } from './errors';

/**
 * Bytes of a text file → string. UTF-8 (with or without BOM) and UTF-16 with a BOM; bytes that are
 * not valid UTF-8 are read as Windows-1252, the usual encoding of older plain-text resumes. NUL bytes
 * or many control characters mean the file is not text ('corrupt').
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      text = new TextDecoder('windows-1252').decode(body);
    }
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) throw new UnreadableFileError('corrupt', 'binary data in a text file');
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0xfffd) control++;
  }
  if (control > Math.max(2, text.length * 0.02))
    throw new UnreadableFileError('corrupt', 'binary data in a text file');
  return text;
}

/** Markdown → plain text the resume parser reads: headings, emphasis, links and lists lose their syntax. */
export function stripMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  // YAML front matter.
  text = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [];
  let fenced = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      out.push(line);
      continue;
    }
    // Setext heading underline, horizontal rule, table separator row.
    if (/^\s*(=+|-+)\s*$/.test(line) && out.length > 0 && out[out.length - 1].trim() !== '') {
      continue;
    }
    if (/^\s*([-*_]\s*){3,}$/.test(line) || /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) {
      out.push('');
      continue;
    }
    line = line
      .replace(/^\s{0,3}#{1,6}\s+/, '')
      .replace(/\s+#+\s*$/, '')
      .replace(/^\s*>\s?/, '');
    // List items become bullets, keeping their indentation as continuation hints.
    line = line.replace(/^(\s*)(?:[-*+]|\d{1,2}[.)])\s+/, (_m, indent: string) => `${indent}• `);
    // Tables: cells separated by pipes.
    if (/^\s*\|.*\|\s*$/.test(line))
      line = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim())
        .join(' | ');
    line = inlineMarkdown(line);
    out.push(line.replace(/\s+$/, ''));
  }
  return out.join('\n');
}

function linkText(label: string, target: string): string {
  const href = target.trim().replace(/\s+".*"$/, '');
  if (/^mailto:/i.test(href)) return label.includes('@') ? label : `${label} ${href.slice(7)}`;
  const bare = (s: string) =>
    s
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, '');
  const l = bare(label);
  if (l.includes('.') && bare(href).includes(l)) return label;
  if (!label.trim()) return href;
  return `${label} (${href})`;
}

function inlineMarkdown(line: string): string {
  return (
    line
      // Images keep their alt text; links keep their label and, when it differs, their target.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\(([^)]*)\)/g, (_m, label: string, href: string) => linkText(label, href))
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, (_m, href: string) => href.replace(/^mailto:/i, ''))
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // Emphasis, strike-through and code.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
      .replace(/~~(.*?)~~/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
  );
}
