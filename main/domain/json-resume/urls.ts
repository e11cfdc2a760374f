/** How one URL of a JSON Resume document was read. */
export interface UrlReading {
  url?: string;
  /** Why the value was changed or left out; absent when it was an http(s) URL or empty. */
  warning?: string;
}

const WEB = /^https?:\/\/[^\s/?#]+\S*$/i;
/** "github.com/x", "www.example.org", "//cdn.example.com/me.png": a host name first, no scheme. */
const HOST_FIRST =
  /^(?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,63}))(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** Names that end like files, not like top-level domains: "me.jpg" is a relative path. */
const FILE_ENDINGS = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'svg',
  'webp',
  'bmp',
  'html',
  'htm',
  'pdf',
  'json',
]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes that would run or embed content, not point at it: never kept. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file']);

/**
 * Reads a URL as people write it. http(s) URLs pass unchanged (one regex). A host name without a
 * scheme gets https://. Other schemes (skype:, mailto:, tel:) are kept as text, except those that
 * run or embed content. An image given as a relative path is left out: the index has no site to
 * resolve it against. Any other text is kept as written. Each change comes with a warning.
 */
export function readUrl(value: string | null | undefined, kind: 'link' | 'image'): UrlReading {
  if (value === null || value === undefined) return {};
  const text = value.trim();
  if (text === '') return {};
  if (WEB.test(text)) return { url: text };
  const host = HOST_FIRST.exec(text);
  if (host && !FILE_ENDINGS.has(host[2].toLowerCase())) {
    const url = `https://${text.replace(/^\/\//, '')}`;
    return { url, warning: `"${text}" has no scheme; read as ${url}` };
  }
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme && UNSAFE_SCHEMES.has(scheme)) return { warning: `a ${scheme}: address is not kept; left out` };
  if (scheme) return { url: text, warning: `"${text}" is not a web address; kept as text` };
  if (kind === 'image')
    return { warning: `"${text}" is a relative path with no site to resolve it; left out` };
  return { url: text, warning: `"${text}" is not a web address; kept as text` };
}
