import { describe, expect, it } from 'vitest';
import { MAX_DOCX_UNPACKED_BYTES } from '../../main/domain/parsing/zip-limits';
import { makeDocx } from '../domain/parsing/make-files';
import { addOrganization, countRows, startTestServer } from '../helpers';

/**
 * Issue #13, item 3: a 400 KB DOCX that unpacked to 400 MB was imported after 18 s. A DOCX whose
 * text alone unpacks past the cap is refused before mammoth inflates it, whether it declares its
 * true sizes or lies about them.
 */

async function upload(
  server: Awaited<ReturnType<typeof startTestServer>>,
  token: string,
  name: string,
  data: Uint8Array,
) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), name);
  const built = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return server.call('POST', '/v1/resumes/files', {
    token,
    rawBody: Buffer.from(await built.arrayBuffer()),
    headers: { 'content-type': built.headers.get('content-type')! },
  });
}

/** Rewrites every declared uncompressed size (local headers and central directory) to `size`. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const data = Buffer.from(zip);
  for (let at = 0; at + 4 <= data.length; at++) {
    const signature = data.readUInt32LE(at);
    if (signature === 0x04034b50 && at + 26 <= data.length) data.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50 && at + 28 <= data.length) data.writeUInt32LE(size, at + 24);
  }
  return new Uint8Array(data);
}

describe('POST /v1/resumes/files with a DOCX zip bomb', () => {
  let bomb: Uint8Array | undefined;
  const makeBomb = async () => {
    // One paragraph of spaces that deflates about a thousandfold: a small file, a huge document.xml.
    bomb ??= await makeDocx(['Jane Doe', 'Software Engineer', `x${' '.repeat(MAX_DOCX_UNPACKED_BYTES)}x`]);
    return bomb;
  };

  it.each([
    ['declares its sizes', (zip: Uint8Array) => zip],
    ['lies about its sizes', (zip: Uint8Array) => lieAboutSizes(zip, 1000)],
  ])(
    'refuses one that %s, quickly, and stores nothing',
    async (_, disguise) => {
      const file = disguise(await makeBomb());
      expect(file.byteLength).toBeLessThan(MAX_DOCX_UNPACKED_BYTES / 100);
      const server = await startTestServer();
      const { token } = await addOrganization(server.db);
      const start = performance.now();
      const reply = await upload(server, token, 'bomb.docx', file);
      const ms = performance.now() - start;
      expect(reply.status).toBe(200);
      expect(reply.json.results).toEqual([
        { file: 'bomb.docx', status: 'failed', reason: expect.stringMatching(/unpacks to more than 64 MiB/) },
      ]);
      expect(countRows(server.db, 'resumes')).toBe(0);
      expect(ms).toBeLessThan(3_000);
    },
    60_000,
  );
});
