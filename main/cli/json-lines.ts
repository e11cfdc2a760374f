/**
 * The 1-based line where the value at a JSON pointer starts in a JSON text, or undefined when the
 * text has no such value. For reporting a bad document by line: it runs only on documents that
 * failed, over text that JSON.parse already accepted.
 */
export function lineOfPointer(text: string, pointer: string): number | undefined {
  const target =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let i = 0;
  let line = 1;

  const space = () => {
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') return;
    }
  };
  /** A string token at text[i] === '"', decoded, with i after its closing quote. */
  const string = (): string => {
    const start = i;
    for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Skips one value (strings, objects and arrays as a whole; numbers and literals to their end). */
  const skip = () => {
    space();
    const c = text[i];
    if (c === '"') string();
    else if (c === '{' || c === '[') {
      let depth = 0;
      for (; i < text.length; i++) {
        const d = text[i];
        if (d === '"') {
          string();
          i--;
        } else if (d === '\n') line++;
        else if (d === '{' || d === '[') depth++;
        else if ((d === '}' || d === ']') && --depth === 0) {
          i++;
          return;
        }
      }
    } else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  };
  const valueAt = (depth: number): number | undefined => {
    space();
    if (depth === target.length) return line;
    const open = text[i];
    if (open !== '{' && open !== '[') return undefined;
    i++;
    for (let index = 0; ; index++) {
      space();
      if (text[i] === '}' || text[i] === ']' || i >= text.length) return undefined;
      let key = String(index);
      if (open === '{') {
        key = string();
        space();
        i++; // the colon
      }
      if (key === target[depth]) return valueAt(depth + 1);
      skip();
      space();
      if (text[i] === ',') i++;
    }
  };
  return valueAt(0);
}
