import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Block, Packet } from './packet';

/**
 * The packet as a Word document. The core properties (title, subject, creator, last modified by,
 * description, keywords) are set in full so that no default and nothing of the original resume
 * sits in the metadata.
 */

function paragraph(block: Block): Paragraph {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2, spacing: { before: 240 } });
    case 'entry':
      return new Paragraph({
        children: [new TextRun({ text: block.text, bold: true })],
        spacing: { before: 120 },
      });
    case 'meta':
      return new Paragraph({ children: [new TextRun({ text: block.text, size: 18, color: '555555' })] });
    case 'bullet':
      return new Paragraph({ text: block.text, bullet: { level: 0 } });
    case 'paragraph':
      return new Paragraph({ text: block.text, spacing: { before: 60 } });
  }
}

export async function packetDocx(packet: Packet): Promise<Uint8Array<ArrayBuffer>> {
  const header = [
    new Paragraph({ children: [new TextRun({ text: packet.note, size: 16, color: '777777' })] }),
    new Paragraph({ text: packet.name, heading: HeadingLevel.TITLE }),
  ];
  if (packet.occupation)
    header.push(new Paragraph({ text: packet.occupation, heading: HeadingLevel.HEADING_1 }));
  const doc = new Document({
    title: packet.title,
    subject: packet.note,
    description: packet.note,
    keywords: 'redacted resume',
    creator: 'Talent Index',
    lastModifiedBy: 'Talent Index',
    sections: [{ children: [...header, ...packet.blocks.map(paragraph)] }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
