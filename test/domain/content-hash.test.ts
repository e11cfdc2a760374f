import { describe, expect, it } from 'vitest';
import { prepareResume } from '../../main/domain/prepare-resume';
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
});
