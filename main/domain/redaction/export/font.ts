// The font of the PDF export, inlined into the bundle by Vite (a base64 data URL), so the built
// `talent` command and the packaged app need no file beside them. pdfkit's own standard fonts are
// loaded from files at run time, which bundling breaks, and they cover Latin-1 only; DejaVu Sans
// covers Latin, Greek, Cyrillic and more (not CJK, Indic or Thai: see pdf.ts).
import dejaVuSans from '../../../../resources/fonts/DejaVuSans.ttf?inline';

let font: Buffer | undefined;

/** The TrueType bytes of DejaVu Sans. */
export function exportFont(): Buffer {
  font ??= Buffer.from(dejaVuSans.slice(dejaVuSans.indexOf(',') + 1), 'base64');
  return font;
}
