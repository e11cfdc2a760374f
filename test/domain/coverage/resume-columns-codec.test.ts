import { describe, expect, it } from 'vitest';
import { decodeResumeColumns, encodeResumeColumns } from '../../../main/domain/coverage/resume-columns-codec';
import { type CoverageResume, decodeResumes } from '../../../main/domain/coverage/resume-pool';

const resumes: CoverageResume[] = [
  ['res_01', 'Senior', 'Paris, FR', 'FR', 'Go|SQL'],
  ['res_02', 'Junior', null, 'DE', 'SQL'],
  ['res_03', null, null, null, null],
  ['res_04', 'Mid', 'Zürich, CH', 'CH', 'Go|Rust|SQL|C++'],
];
const stamp = { organizationId: 'org_1', generation: 42 };

describe('resume columns as bytes', () => {
  it('reads back exactly the columns and stamp written', () => {
    const columns = decodeResumes(resumes);
    const read = decodeResumeColumns(encodeResumeColumns(stamp, columns));
    expect(read?.stamp).toEqual(stamp);
    expect(read?.columns).toEqual(columns);
    const empty = decodeResumes([]);
    expect(decodeResumeColumns(encodeResumeColumns(stamp, empty))?.columns).toEqual(empty);
  });

  it('reads bytes at any offset, as a file read into a shared buffer may be', () => {
    const bytes = encodeResumeColumns(stamp, decodeResumes(resumes));
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(decodeResumeColumns(shifted.subarray(1))?.columns.ids).toEqual(resumes.map(([id]) => id));
    // A Buffer read from a file: its slice is a view, and the columns must not come from its start.
    const columns = decodeResumes(resumes);
    const file = Buffer.concat([Buffer.alloc(3), Buffer.from(encodeResumeColumns(stamp, columns))]).subarray(
      3,
    );
    expect(decodeResumeColumns(file)?.columns).toEqual(columns);
  });

  it('refuses bytes cut short, of another format or not of this codec at all', () => {
    const bytes = encodeResumeColumns(stamp, decodeResumes(resumes));
    expect(decodeResumeColumns(bytes.subarray(0, bytes.length - 4))).toBeUndefined();
    expect(decodeResumeColumns(new TextEncoder().encode('not a snapshot'))).toBeUndefined();
    expect(decodeResumeColumns(new Uint8Array(0))).toBeUndefined();
    const other = new TextEncoder().encode(JSON.stringify({ format: 'other/1' }));
    const framed = new Uint8Array(4 + other.length);
    new DataView(framed.buffer).setUint32(0, other.length, true);
    framed.set(other, 4);
    expect(decodeResumeColumns(framed)).toBeUndefined();
    // Right length, corrupt offsets: refused rather than trusted.
    const corrupt = new Uint8Array(bytes);
    corrupt.fill(0xff, corrupt.length - 8);
    expect(decodeResumeColumns(corrupt)).toBeUndefined();
  });
});
