const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses 90s, 45m, 12h, 30d into milliseconds; null when the text is not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^([1-9][0-9]{0,6})([smhd])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
