import PDFDocument from 'pdfkit';
import { exportFont } from './font';
import type { Block, Packet } from './packet';

/**
 * The packet as a PDF (A4), drawn with pdfkit in memory. The document information dictionary is
 * set in full (Title, Author, Subject, Creator, Producer, Keywords) so that nothing of the
 * original resume and no default value can sit in the metadata.
 */

const STYLE: Record<Block['kind'], { size: number; color: string; gapBefore: number; indent: number }> = {
  heading: { size: 13, color: '#1f3a5f', gapBefore: 12, indent: 0 },
  entry: { size: 11, color: '#111111', gapBefore: 6, indent: 0 },
  meta: { size: 9, color: '#555555', gapBefore: 1, indent: 0 },
  paragraph: { size: 10, color: '#222222', gapBefore: 3, indent: 0 },
  bullet: { size: 10, color: '#222222', gapBefore: 2, indent: 12 },
};

/** @param date the redaction's creation: also the file's dates, so one redaction always gives the same bytes. */
/**
 * Scripts DejaVu Sans has no glyphs for. pdfkit writes such characters as glyph 0: neither drawn nor
 * extractable. The PDF then says so on top and points to the DOCX, which the reader's fonts draw.
 */
const UNDRAWABLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Thai}]/u;
export const UNDRAWABLE_NOTE =
  'Some characters of this resume (Chinese, Japanese, Korean, Indic or Thai script) cannot be drawn in this PDF; ' +
  'export it as DOCX to read them.';

export function packetPdf(packet: Packet, date: Date): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // A Buffer works (pdfkit reads TrueType from a path or bytes); the types say string only.
    font: exportFont() as unknown as string,
    info: {
      Title: packet.title,
      Author: 'Talent Index',
      Subject: packet.note,
      Keywords: 'redacted resume',
      Creator: 'Talent Index',
      Producer: 'Talent Index',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  doc.fontSize(8).fillColor('#777777').text(packet.note, { width });
  const texts = [packet.name, packet.occupation ?? '', ...packet.blocks.map((b) => b.text)];
  if (texts.some((t) => UNDRAWABLE.test(t))) doc.fillColor('#9a3412').text(UNDRAWABLE_NOTE, { width });
  doc.moveDown(0.8);
  doc.fontSize(18).fillColor('#111111').text(packet.name, { width });
  if (packet.occupation) doc.fontSize(12).fillColor('#333333').text(packet.occupation, { width });
  for (const block of packet.blocks) {
    const style = STYLE[block.kind];
    doc.y += style.gapBefore;
    doc.fontSize(style.size).fillColor(style.color);
    if (block.kind === 'bullet') {
      doc.text(`•  ${block.text}`, left + style.indent, doc.y, { width: width - style.indent });
    } else {
      doc.text(block.text, left, doc.y, { width });
    }
    if (block.kind === 'heading') {
      doc
        .moveTo(left, doc.y + 1)
        .lineTo(left + width, doc.y + 1)
        .strokeColor('#c9d3e0')
        .lineWidth(0.5)
        .stroke();
      doc.y += 3;
    }
  }
  doc.end();
  return done;
}
