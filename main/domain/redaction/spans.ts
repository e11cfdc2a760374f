/** A detected piece of sensitive text: [start, end) in the scanned string. */
export type SpanKind =
  | 'email'
  | 'phone'
  | 'url'
  | 'handle'
  | 'name'
  | 'address'
  | 'postcode'
  | 'dob'
  | 'age'
  | 'iban'
  | 'card'
  | 'ip'
  | 'id'
  | 'gender'
  /** Blind profile: an employer, school or organisation, or a place, that the resume names (blind-terms.ts). */
  | 'organization'
  | 'place';

export interface Span {
  start: number;
  end: number;
  kind: SpanKind;
}

/** The literal that replaces every redacted value or span. */
export const REDACTED = '[REDACTED]';

/**
 * Sorts spans and merges the ones that overlap or touch, so every character is replaced at most
 * once. A merged span keeps the kind of its earliest (then longest) part.
 */
export function mergeSpans(spans: Span[]): Span[] {
  if (spans.length < 2) return spans.slice();
  const sorted = spans.slice().sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [{ ...sorted[0] }];
  for (let i = 1; i < sorted.length; i++) {
    const span = sorted[i];
    const last = merged[merged.length - 1];
    if (span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** Replaces each (merged, sorted) span with [REDACTED]. */
export function applySpans(text: string, merged: Span[]): string {
  let out = '';
  let at = 0;
  for (const span of merged) {
    out += text.slice(at, span.start) + REDACTED;
    at = span.end;
  }
  return out + text.slice(at);
}

const MASK_CHAR = '\u0001';
const MASKED = MASK_CHAR.repeat(REDACTED.length);

/**
 * Hides earlier [REDACTED] markers from the detectors: same length (offsets stay valid), made of a
 * character no detector matches, so a second pass never finds a "name" or digits inside a marker.
 */
export function maskRedacted(text: string): string {
  return text.includes(REDACTED) ? text.split(REDACTED).join(MASKED) : text;
}
