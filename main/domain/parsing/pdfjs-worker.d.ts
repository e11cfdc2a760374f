// pdfjs-dist ships no types for its worker module; the parser only hands it to pdfjs.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
