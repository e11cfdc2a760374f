import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactResume } from '../../../main/domain/redaction';
import { redactionPacket, type StoredRedaction } from '../../../main/domain/redaction/export/packet';
import { packetPdf, UNDRAWABLE_NOTE } from '../../../main/domain/redaction/export/pdf';
import { resume } from './helpers';

function stored(summary: string): StoredRedaction {
  const doc = resume({
    personalInfo: { name: 'Jane Doe', occupation: 'Engineer', summary, profiles: [] },
    work: [
      {
        __id: 'w1',
        company: 'Arcadia',
        position: 'Engineer',
        startDate: '2020-01-01',
        highlights: [{ __id: 'h1', value: 'Shipped the billing service' }],
      },
    ],
    skills: [{ __id: 's1', name: 'Go', level: 'Expert', keywords: ['gRPC'] }],
  });
  const result = redactResume(doc, { profile: 'blind' });
  return { id: 'red_1', profile: 'blind', createdAt: '2026-01-02T03:04:05.000Z', result };
}

function pdfText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'packet-')), 'p.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('review packet', () => {
  it('lays out the redacted copy: current position "present", sections only when filled', () => {
    const packet = redactionPacket(stored('Builds payment systems at Arcadia.'));
    expect(packet.title).toBe('Blind review packet red_1');
    expect(packet.name).toBe('[REDACTED]');
    const texts = packet.blocks.map((b) => `${b.kind}:${b.text}`);
    expect(texts).toEqual([
      'heading:Summary',
      'paragraph:Builds payment systems at [REDACTED].',
      'heading:Experience',
      'entry:Engineer — [REDACTED]',
      'meta:2020-01-01 – present',
      'bullet:Shipped the billing service',
      'heading:Skills',
      'bullet:Go (Expert): gRPC',
    ]);
  });

  it('a PDF with script its font cannot draw says so and points to the DOCX', async () => {
    const cjk = pdfText(await packetPdf(redactionPacket(stored('日本語のサポート担当。')), new Date()));
    expect(cjk).toContain(UNDRAWABLE_NOTE);
    const latin = pdfText(await packetPdf(redactionPacket(stored('Ελληνικά και Кириллица.')), new Date()));
    expect(latin).not.toContain(UNDRAWABLE_NOTE);
    expect(latin).toContain('Ελληνικά και Кириллица.');
  });
});
