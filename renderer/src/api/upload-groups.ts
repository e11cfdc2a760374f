import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '../../../main/contract/schemas/values';

/**
 * A few files per importResumeFiles call: progress moves as each group is answered, Cancel waits
 * for one group at most, and a call stays far below the operation's limits.
 */
export const FILES_PER_UPLOAD = Math.min(3, MAX_FILES_PER_UPLOAD);
/** Under MAX_UPLOAD_BYTES with room to spare for the multipart framing around the files. */
export const BYTES_PER_UPLOAD = Math.min(16 * 1024 * 1024, MAX_UPLOAD_BYTES - 1024 * 1024);

/**
 * Files in upload order, grouped: at most maxFiles a group and, unless a file is larger on its
 * own, at most maxBytes. Order is kept so outcomes read in the order the user chose the files.
 */
export function uploadGroups<T extends { size: number }>(
  files: T[],
  maxFiles = FILES_PER_UPLOAD,
  maxBytes = BYTES_PER_UPLOAD,
): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (group.length > 0 && (group.length >= maxFiles || bytes + file.size > maxBytes)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(file);
    bytes += file.size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
