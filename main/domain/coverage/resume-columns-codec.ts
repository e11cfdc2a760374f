import type { Seniority } from '../taxonomy';
import type { ResumeColumns } from './resume-pool';

/**
 * The decoded resumes (ResumeColumns) as bytes, so a process starting on an index it has seen
 * before reads them back in milliseconds instead of reading and decoding every resume (about a
 * second of CPU at 100,000, issue #12's cold first page after a start). Layout: a little-endian
 * uint32 header length, the header as UTF-8 JSON (format, organization, resume generation, ids,
 * profile and skill dictionaries), zero padding to a multiple of 4, then the Int32 columns
 * profileOf, skillStart and skills.
 */
const FORMAT = 'talent-resume-columns/1';

export interface ColumnsStamp {
  organizationId: string;
  /** The resume generation the columns are of. */
  generation: number;
}

interface Header extends ColumnsStamp {
  format: string;
  ids: string;
  profiles: Array<[key: string, seniority: string | null, location: string | null, country: string | null]>;
  skills: string[];
  skillsLength: number;
}

export function encodeResumeColumns(stamp: ColumnsStamp, columns: ResumeColumns): Uint8Array {
  const skillNames: string[] = new Array(columns.skillCodes.size);
  for (const [skill, code] of columns.skillCodes) skillNames[code] = skill;
  const header: Header = {
    format: FORMAT,
    organizationId: stamp.organizationId,
    generation: stamp.generation,
    ids: columns.ids.join('\n'),
    profiles: columns.profiles.map(({ key, profile }) => [
      key,
      profile.seniority,
      profile.location,
      profile.country,
    ]),
    skills: skillNames,
    skillsLength: columns.skills.length,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = (4 + json.length + 3) & ~3;
  const size = columns.ids.length;
  const bytes = new Uint8Array(start + 4 * (size + size + 1 + columns.skills.length));
  new DataView(bytes.buffer).setUint32(0, json.length, true);
  bytes.set(json, 4);
  const ints = new Int32Array(bytes.buffer, start);
  ints.set(columns.profileOf, 0);
  ints.set(columns.skillStart, size);
  ints.set(columns.skills, size + size + 1);
  return bytes;
}

/** The columns and their stamp, or undefined for bytes of another format or cut short. */
export function decodeResumeColumns(
  bytes: Uint8Array,
): { stamp: ColumnsStamp; columns: ResumeColumns } | undefined {
  try {
    const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as Header;
    if (header.format !== FORMAT) return undefined;
    const ids = header.ids === '' ? [] : header.ids.split('\n');
    const size = ids.length;
    const start = (4 + length + 3) & ~3;
    if (bytes.byteLength !== start + 4 * (2 * size + 1 + header.skillsLength)) return undefined;
    // A copy (new Uint8Array(view) copies; a Buffer's slice would not), aligned for Int32 whatever
    // the offset of the bytes read.
    const ints = new Int32Array(new Uint8Array(bytes.subarray(start)).buffer);
    const profiles = header.profiles.map(([key, seniority, location, country]) => ({
      key,
      profile: { seniority: seniority as Seniority | null, location, country },
    }));
    const columns: ResumeColumns = {
      ids,
      profileOf: ints.subarray(0, size),
      profiles,
      profileCodes: new Map(profiles.map(({ key }, code) => [key, code])),
      skillCodes: new Map(header.skills.map((skill, code) => [skill, code])),
      skillStart: ints.subarray(size, 2 * size + 1),
      skills: ints.subarray(2 * size + 1),
    };
    if (!consistent(columns)) return undefined;
    return { stamp: { organizationId: header.organizationId, generation: header.generation }, columns };
  } catch {
    return undefined;
  }
}

/** Every offset and code in range: corrupt bytes must not send the pool's loops astray. */
function consistent({ profileOf, profiles, skillStart, skills, skillCodes }: ResumeColumns): boolean {
  for (const code of profileOf) if (code < 0 || code >= profiles.length) return false;
  if (skillStart[0] !== 0 || skillStart[skillStart.length - 1] !== skills.length) return false;
  for (let r = 1; r < skillStart.length; r++) if (skillStart[r] < skillStart[r - 1]) return false;
  for (const code of skills) if (code < 0 || code >= skillCodes.size) return false;
  return true;
}
