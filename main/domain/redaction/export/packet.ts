import type { RedactionResult } from '../../../contract';

/**
 * The review packet: a stored redacted copy laid out as a short list of blocks, which the PDF and
 * DOCX writers (pdf.ts, docx.ts) draw the same way. It reads nothing but the redacted document and
 * the redaction's id, profile and date, so no original value can reach the file; the resume's own
 * identifier stays out too (it links back to the original).
 */

export type Block =
  /** A section heading: "Experience", "Education"... */
  | { kind: 'heading'; text: string }
  /** The first line of an entry: "Senior Engineer — [REDACTED]". */
  | { kind: 'entry'; text: string }
  /** Dates, places and other details of an entry, drawn smaller. */
  | { kind: 'meta'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

export interface Packet {
  /** Also the file's title in its metadata. */
  title: string;
  /** What this file is: redaction id, profile and date. */
  note: string;
  /** The candidate's (redacted) name and occupation. */
  name: string;
  occupation?: string;
  blocks: Block[];
}

export interface StoredRedaction {
  id: string;
  profile: 'standard' | 'blind';
  /** ISO timestamp. */
  createdAt: string;
  result: RedactionResult;
}

type Doc = RedactionResult['redactedResume'];

const present = (...values: Array<string | undefined>): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** "2019-03 – present", "[REDACTED] – [REDACTED]", or nothing. */
function dates(start?: string, end?: string, current = false): string | undefined {
  if (!start && !end) return undefined;
  return `${start ?? '?'} – ${end ?? (current ? 'present' : '?')}`;
}

function add(blocks: Block[], kind: Block['kind'], ...values: Array<string | undefined>) {
  for (const text of present(...values)) blocks.push({ kind, text });
}

function section(blocks: Block[], heading: string, body: Block[]) {
  if (body.length === 0) return;
  blocks.push({ kind: 'heading', text: heading }, ...body);
}

function experience(doc: Doc): Block[] {
  const out: Block[] = [];
  for (const w of doc.work) {
    add(out, 'entry', present(w.position, w.company).join(' — '));
    add(out, 'meta', present(dates(w.startDate, w.endDate, true), w.location, w.url).join(' · '));
    add(out, 'paragraph', w.summary, w.description);
    add(out, 'bullet', ...w.highlights.map((h) => h.value));
  }
  return out;
}

function education(doc: Doc): Block[] {
  const out: Block[] = [];
  for (const e of doc.education) {
    add(out, 'entry', present(present(e.studyType, e.area).join(', '), e.institution).join(' — '));
    add(
      out,
      'meta',
      present(dates(e.startDate, e.endDate), e.score && `Score: ${e.score}`, e.url).join(' · '),
    );
    add(out, 'paragraph', e.summary, e.courses.length ? `Courses: ${e.courses.join(', ')}` : undefined);
  }
  return out;
}

function volunteering(doc: Doc): Block[] {
  const out: Block[] = [];
  for (const v of doc.volunteer) {
    add(out, 'entry', present(v.position, v.organization).join(' — '));
    add(out, 'meta', present(dates(v.startDate, v.endDate, true), v.url).join(' · '));
    add(out, 'paragraph', v.summary);
    add(out, 'bullet', ...v.highlights.map((h) => h.value));
  }
  return out;
}

function projects(doc: Doc): Block[] {
  const out: Block[] = [];
  for (const p of doc.projects) {
    add(out, 'entry', present(p.name, p.entity).join(' — '));
    add(out, 'meta', present(dates(p.startDate, p.endDate, true), p.type, p.url).join(' · '));
    add(out, 'paragraph', p.description);
    add(out, 'bullet', ...p.highlights.map((h) => h.value));
    add(
      out,
      'meta',
      p.roles.length ? `Roles: ${p.roles.join(', ')}` : undefined,
      p.keywords.length ? `Keywords: ${p.keywords.join(', ')}` : undefined,
    );
  }
  return out;
}

function references(doc: Doc): Block[] {
  const out: Block[] = [];
  for (const r of doc.references) {
    add(out, 'entry', present(r.name, present(r.position, r.company).join(', ')).join(' — '));
    add(out, 'meta', present(r.relationship, r.email, r.phone).join(' · '));
    add(out, 'paragraph', r.reference);
  }
  return out;
}

const lines = (items: string[]): Block[] => items.map((text) => ({ kind: 'bullet', text }));

export function redactionPacket(redaction: StoredRedaction): Packet {
  const doc = redaction.result.redactedResume;
  const info = doc.personalInfo;
  const blocks: Block[] = [];
  const contact = present(info.email, info.phone, info.url, info.location, info.address);
  add(blocks, 'meta', contact.join(' · '));
  add(blocks, 'meta', ...info.profiles.map((p) => present(p.network, p.username, p.url).join(': ')));
  section(
    blocks,
    'Summary',
    present(info.summary).map((text) => ({ kind: 'paragraph', text })),
  );
  section(blocks, 'Experience', experience(doc));
  section(blocks, 'Education', education(doc));
  section(
    blocks,
    'Skills',
    lines(
      doc.skills.map((s) => {
        const head = present(s.name, s.level && `(${s.level})`).join(' ');
        return s.keywords.length ? `${head}: ${s.keywords.join(', ')}` : head;
      }),
    ),
  );
  section(blocks, 'Languages', lines(doc.languages.map((l) => present(l.language, l.fluency).join(' — '))));
  section(blocks, 'Projects', projects(doc));
  section(blocks, 'Volunteering', volunteering(doc));
  section(
    blocks,
    'Certificates',
    lines(doc.certificates.map((c) => present(c.name, c.issuer, c.date, c.url).join(' · '))),
  );
  section(
    blocks,
    'Awards',
    lines(
      doc.awards.map((a) => present(present(a.title, a.awarder, a.date).join(' · '), a.summary).join(': ')),
    ),
  );
  section(
    blocks,
    'Publications',
    lines(
      doc.publications.map((p) =>
        present(present(p.name, p.publisher, p.releaseDate, p.url).join(' · '), p.summary).join(': '),
      ),
    ),
  );
  section(
    blocks,
    'Interests',
    lines(
      doc.interests.map((i) =>
        i.keywords.length ? `${i.name ?? ''}: ${i.keywords.join(', ')}` : (i.name ?? ''),
      ),
    ),
  );
  section(blocks, 'References', references(doc));

  const kind = redaction.profile === 'blind' ? 'Blind review packet' : 'Redacted resume';
  return {
    title: `${kind} ${redaction.id}`,
    note:
      `${kind}: redaction ${redaction.id} (profile ${redaction.profile}), created ${redaction.createdAt}. ` +
      `${redaction.result.redactionSummary.total} value(s) are replaced by [REDACTED].`,
    name: info.name,
    occupation: info.occupation,
    blocks: blocks.filter((b) => b.text.trim() !== ''),
  };
}
