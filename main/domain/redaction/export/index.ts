import { packetDocx } from './docx';
import { redactionPacket, type StoredRedaction } from './packet';
import { packetPdf } from './pdf';

/**
 * A stored redaction as a file to share: the blind review packet recruiters send to hiring
 * managers. Built offline from the stored redacted copy only (packet.ts), so the file holds no
 * original value, in its text or its metadata.
 */

export const EXPORT_FORMATS = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export interface ExportedFile {
  name: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

export async function exportRedaction(
  redaction: StoredRedaction,
  format: ExportFormat,
): Promise<ExportedFile> {
  const packet = redactionPacket(redaction);
  const data =
    format === 'pdf' ? await packetPdf(packet, new Date(redaction.createdAt)) : await packetDocx(packet);
  const kind = redaction.profile === 'blind' ? 'blind-review' : 'redacted-resume';
  return { name: `${kind}-${redaction.id}.${format}`, contentType: EXPORT_FORMATS[format], data };
}

export type { StoredRedaction } from './packet';
