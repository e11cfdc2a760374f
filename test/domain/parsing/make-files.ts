import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/** Test files made on the fly: PDFs with pdfkit, DOCX with the docx package. */

type Draw = (doc: PDFKit.PDFDocument) => void;

export function makePdf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A small one-column resume. */
export const simpleResume: Draw = (doc) => {
  doc.font('Helvetica-Bold').fontSize(22).text('Ana López');
  doc.font('Helvetica').fontSize(10).text('ana.lopez@example.com | +34 612 34 56 78 | Madrid, Spain');
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Experience');
  doc.font('Helvetica').fontSize(10).text('Data Analyst, Globex Corporation');
  doc.text('Jan 2020 – Present');
  doc.text('• Built dashboards in Tableau and SQL.');
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Skills');
  doc.font('Helvetica').fontSize(10).text('Python, SQL, Tableau');
};

export async function makeDocx(paragraphs: (string | { text: string; bullet?: boolean; bold?: boolean })[]) {
  const doc = new Document({
    sections: [
      {
        children: paragraphs.map((p) => {
          const item = typeof p === 'string' ? { text: p } : p;
          return new Paragraph({
            bullet: item.bullet ? { level: 0 } : undefined,
            children: [new TextRun({ text: item.text, bold: item.bold })],
          });
        }),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
