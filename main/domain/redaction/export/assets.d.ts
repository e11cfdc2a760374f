/** Vite: a file inlined into the bundle as a data: URL (the PDF export's font). */
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
