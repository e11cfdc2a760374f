import { describe, expect, it } from 'vitest';
import { resumeContentHash, resumeContentHashOfUtf8 } from '../../main/domain/content-hash';
import { prepareResume } from '../../main/domain/prepare-resume';
import { DocumentPacker } from '../../main/workers/packed-documents';
import { sampleResume } from '../helpers';

const hashOf = (resume: Record<string, unknown>, id = 'res_1') =>
  prepareResume(resume, id, 1).prepared.contentHash;

describe('resume content hash', () => {
  it('is the same for the same content whatever the id, key order or spelling normalized away', () => {
    const resume = sampleResume();
    const reordered = Object.fromEntries(Object.entries(resume).reverse());
    reordered.basics = Object.fromEntries(Object.entries(resume.basics).reverse());
    expect(hashOf(reordered, 'res_2')).toBe(hashOf(resume));
    // A null where a value may be missing is read as missing: the same stored document.
    expect(hashOf({ ...resume, basics: { ...resume.basics, phone: null } })).toBe(
      hashOf({ ...resume, basics: { ...resume.basics, phone: undefined } }),
    );
  });

  it('differs when the content differs, array order included', () => {
    const resume = sampleResume();
    expect(hashOf({ ...resume, basics: { ...resume.basics, name: 'Someone Else' } })).not.toBe(
      hashOf(resume),
    );
    const [job] = resume.work as Array<Record<string, unknown>>;
    const second = { ...job, name: 'Other Company' };
    expect(hashOf({ ...resume, work: [job, second] })).not.toBe(hashOf({ ...resume, work: [second, job] }));
  });

  it('stays what earlier versions stored: a changed hash would break duplicate detection of existing indexes', () => {
    // Pinned from main before the import-speed work (content-hash.ts, resume-document.ts rewritten
    // for speed); a change here means documents already in indexes would no longer be recognised.
    expect(hashOf(sampleResume())).toBe('ImNqLZFqWP9XgJ6yAzJ9NB82ef_AuxQL8I_UA6r4cs8');
  });

  it('is the same taken from the UTF-8 bytes an import worker packs', () => {
    const utf8 = (text: string) => new TextEncoder().encode(text);
    for (const text of [
      '',
      '{"__id":"a1","x":1}',
      '{"x":[{"__id":"w_1-2"},{"__id":"p","v":"\u00e9t\u00e9 – 😀"}]}',
      // Near-misses stay: no closing quote, a character an id never has, a key that only ends so.
      '{"__id":"a b","y":"__id","z":"\\"__id\\":\\"q\\"","__id":"ok","__id":"',
      '"__id":"x","__id":"y",',
      'é"__id":"abc"é',
    ])
      expect(resumeContentHashOfUtf8(utf8(text))).toBe(resumeContentHash(text));
    const packer = new DocumentPacker();
    const packed = prepareResume(sampleResume(), 'res_1', 1, packer.add).prepared;
    expect(packed.documentJson).toBe('');
    expect(packed.contentHash).toBe(hashOf(sampleResume()));
    const { bytes, ends } = packer.packed();
    expect(new TextDecoder().decode(bytes.subarray(0, ends[0]))).toBe(
      prepareResume(sampleResume(), 'res_1', 1).prepared.documentJson,
    );
  });
});
