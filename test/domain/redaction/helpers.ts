import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ResumeDocument } from '../../../main/contract';
import {
  REDACTED,
  type RedactionOptions,
  type RedactionOutcome,
  redactResume,
} from '../../../main/domain/redaction';
import { redactText, type ScanContext } from '../../../main/domain/redaction/detectors';
import { SECTIONS } from '../../../main/domain/redaction/fields';
import { buildNameMatcher } from '../../../main/domain/redaction/names';
import { regionsFor } from '../../../main/domain/redaction/phones';

export type Doc = ResumeDocument & { id: string };

/** A minimal stored resume; sections default to empty. */
export function resume(
  parts: Partial<Omit<Doc, 'personalInfo'>> & { personalInfo?: Partial<Doc['personalInfo']> } = {},
): Doc {
  const { personalInfo, ...rest } = parts;
  return {
    id: 'res_01JD0000000000000000000000',
    personalInfo: { name: 'Jane Doe', profiles: [], ...personalInfo },
    work: [],
    education: [],
    volunteer: [],
    projects: [],
    references: [],
    certificates: [],
    publications: [],
    awards: [],
    skills: [],
    languages: [],
    interests: [],
    meta: {},
    ...rest,
  };
}

export interface ScrubOptions {
  names?: string[];
  usernames?: string[];
  region?: Parameters<typeof regionsFor>[0][number];
  blind?: boolean;
  mode?: 'text' | 'label';
}

/** Runs the free-text detectors on one string; returns the redacted string. */
export function scrub(text: string, options: ScrubOptions = {}): string {
  const ctx: ScanContext = {
    regions: regionsFor(options.region ? [options.region] : []),
    names: buildNameMatcher({ names: options.names ?? [], usernames: options.usernames ?? [] }),
    blind: options.blind ?? false,
  };
  return redactText(text, ctx, options.mode ?? 'text')?.value ?? text;
}

/** Every string leaf of a document, keyed by its redaction path (highlight values by the highlight). */
export function leaves(doc: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: unknown, at: string, key: string) => {
    if (typeof node === 'string') {
      out.set(at, node);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        if (
          typeof item === 'object' &&
          item !== null &&
          typeof (item as { __id?: unknown }).__id === 'string'
        ) {
          const entry = item as Record<string, unknown>;
          const base = `${at}[${entry.__id}]`;
          for (const [k, v] of Object.entries(entry)) {
            if (k === 'value' && key === 'highlights') visit(v, base, k);
            else visit(v, `${base}.${k}`, k);
          }
        } else visit(item, `${at}[${i}]`, key);
      });
      return;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [k, v] of Object.entries(node)) visit(v, at ? `${at}.${k}` : k, k);
      return;
    }
    out.set(at, JSON.stringify(node));
  };
  visit(doc, '', '');
  return out;
}

/** Rank of a path in document order (sections and fields as the engine defines them). */
function orderKey(p: string, doc: Doc): number[] {
  const segments = p.split('.').map((s) => /^([A-Za-z]+)(?:\[([^\]]*)\])?$/.exec(s)!);
  const sectionIndex = SECTIONS.findIndex((s) => s.name === segments[0][1]);
  const section = SECTIONS[sectionIndex];
  const key: number[] = [sectionIndex];
  let fields = section.fields;
  let container: unknown = (doc as unknown as Record<string, unknown>)[section.name];
  if (section.array) {
    key.push((container as Array<{ __id: string }>).findIndex((e) => e.__id === segments[0][2]));
    container = (container as Array<{ __id: string }>)[key[1]];
  }
  for (const seg of segments.slice(1)) {
    const fieldIndex = fields.findIndex((f) => f.name === seg[1]);
    key.push(fieldIndex);
    const value = (container as Record<string, unknown>)[seg[1]];
    if (seg[2] !== undefined && Array.isArray(value)) {
      const byId = value.findIndex((e) => typeof e === 'object' && e !== null && e.__id === seg[2]);
      key.push(byId >= 0 ? byId : Number(seg[2]));
      container = value[key[key.length - 1]];
    }
    fields = fields[fieldIndex].fields ?? [];
  }
  return key;
}

const compareKeys = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) - (b[i] ?? -1);
  }
  return 0;
};

/** The invariants every redaction must keep. */
export function checkInvariants(input: Doc, outcome: RedactionOutcome): void {
  const listed = new Set(outcome.redactedFields);
  expect(listed.size, 'each path listed once').toBe(outcome.redactedFields.length);
  expect(outcome.resumeId).toBe(input.id);
  const before = leaves(input);
  const after = leaves(outcome.redactedResume);
  expect([...after.keys()].sort(), 'same structure').toEqual([...before.keys()].sort());
  for (const [at, value] of before) {
    const next = after.get(at)!;
    if (listed.has(at)) {
      expect(next, `${at} is redacted`).toContain(REDACTED);
      expect(next, `${at} changed`).not.toBe(value);
    } else {
      expect(next, `${at} is not listed, so unchanged`).toBe(value);
    }
  }
  for (const at of listed) expect(before.has(at), `${at} names a value`).toBe(true);
  const counts: Record<string, number> = {};
  for (const at of outcome.redactedFields) {
    const section = /^[A-Za-z]+/.exec(at)![0];
    counts[section] = (counts[section] ?? 0) + 1;
  }
  expect(outcome.redactionSummary.bySection).toEqual(counts);
  expect(outcome.redactionSummary.total).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
  expect(outcome.redactionSummary.total).toBe(outcome.redactedFields.length);
  const keys = outcome.redactedFields.map((p) => orderKey(p, input));
  for (let i = 1; i < keys.length; i++) {
    expect(compareKeys(keys[i - 1], keys[i]), `document order at ${outcome.redactedFields[i]}`).toBeLessThan(
      0,
    );
  }
  expect(
    outcome.redactedFields.some((p) => p.includes('[]')),
    'never the [] form',
  ).toBe(false);
}

/** Redacts, checks the invariants, checks idempotence and that the input was not mutated. */
export function redactChecked(input: Doc, options: RedactionOptions): RedactionOutcome {
  const copy = structuredClone(input);
  const outcome = redactResume(input, options);
  expect(input, 'input not mutated').toEqual(copy);
  checkInvariants(input, outcome);
  const again = redactResume(outcome.redactedResume, options);
  expect(again.redactedFields, 'second pass finds nothing').toEqual([]);
  expect(again.redactedResume).toEqual(outcome.redactedResume);
  return outcome;
}

const corpusFile = path.join(__dirname, '../../fixtures/redaction/corpus.json');
export function corpusResumes(): Doc[] {
  const corpus = JSON.parse(fs.readFileSync(corpusFile, 'utf8')) as { items: Array<{ resume: Doc }> };
  return corpus.items.map((item) => item.resume);
}
