declare module '*.css';
/** Vite: the URL of a file emitted into the bundle (the pdf.js worker). */
declare module '*?url' {
  const url: string;
  export default url;
}
