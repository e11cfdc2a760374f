import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ndjsonChunks } from '../../main/cli/read-documents';
import { ndjsonLines } from '../../main/domain/ndjson-lines';
import { tempDir } from '../helpers';

/** Every line an import would see in a file: read in chunks of `maxLines`, then decoded as a worker does. */
function linesThroughChunks(file: string, maxLines: number) {
  const chunks = [...ndjsonChunks(file, maxLines)];
  return { chunks, lines: chunks.flatMap((chunk) => [...ndjsonLines(chunk)]) };
}

describe('NDJSON read as byte chunks and decoded apart', () => {
  it('cuts at newlines only, numbers lines across chunks, skips blank lines and the byte-order mark', () => {
    const file = path.join(tempDir(), 'mixed.ndjson');
    // Multi-byte characters on every line, a blank line, a CRLF line and no newline at the end.
    const rows = ['\uFEFF{"a":"é"}', '{"b":"日本"}', '', '  ', '{"c":"😀"}\r', '{"d":1}'];
    fs.writeFileSync(file, rows.join('\n'));
    const { chunks, lines } = linesThroughChunks(file, 2);
    expect(chunks.map((c) => [c.firstLine, c.lines])).toEqual([
      [1, 2],
      [3, 2],
      [5, 2],
    ]);
    expect(lines.map((l) => [l.where, l.text])).toEqual([
      [`${file}:1`, '{"a":"é"}'],
      [`${file}:2`, '{"b":"日本"}'],
      [`${file}:5`, '{"c":"😀"}'],
      [`${file}:6`, '{"d":1}'],
    ]);
    // The offset within its chunk picks the id the reader made for that line.
    expect(lines.map((l) => l.offset)).toEqual([0, 1, 0, 1]);
  });

  it('reads a line longer than its read buffer whole', () => {
    const file = path.join(tempDir(), 'long.ndjson');
    const long = JSON.stringify({ text: 'x'.repeat(9 << 20) });
    fs.writeFileSync(file, `{"first":true}\n${long}\n{"last":true}\n`);
    const { lines } = linesThroughChunks(file, 1000);
    expect(lines.map((l) => l.text.length)).toEqual([14, long.length, 13]);
    expect(lines[2].where).toBe(`${file}:3`);
  });

  it('gives the same lines when each chunk is released (its buffer read into again) once decoded', () => {
    const file = path.join(tempDir(), 'released.ndjson');
    // Lines of varied length, so reads stop at different places in reused buffers.
    fs.writeFileSync(
      file,
      Array.from({ length: 3000 }, (_, i) =>
        JSON.stringify({ i, s: 'ü'.repeat(i % 13), t: 'x'.repeat((i * 37) % 3001) }),
      ).join('\n'),
    );
    const kept = linesThroughChunks(file, 100).lines.map((l) => [l.where, l.text]);
    const released: string[][] = [];
    for (const chunk of ndjsonChunks(file, 100)) {
      for (const l of ndjsonLines(chunk)) released.push([l.where, l.text]);
      chunk.release();
    }
    expect(kept).toHaveLength(3000);
    expect(released).toEqual(kept);
  });

  it('gives the same lines whatever the chunk size', () => {
    const file = path.join(tempDir(), 'many.ndjson');
    fs.writeFileSync(
      file,
      Array.from({ length: 2500 }, (_, i) => JSON.stringify({ i, s: 'ü'.repeat(i % 7) })).join('\n'),
    );
    const one = linesThroughChunks(file, 1).lines.map((l) => [l.where, l.text]);
    const big = linesThroughChunks(file, 1000).lines.map((l) => [l.where, l.text]);
    expect(one).toHaveLength(2500);
    expect(big).toEqual(one);
  });

  it('decodes each line as the whole chunk decoded at once would give it, bad bytes and byte-order marks included', () => {
    // Lines are decoded one by one (so ASCII lines stay one byte a character): a byte-order mark
    // on a later line, a cut multi-byte character before a newline and stray continuation bytes
    // must come out as decoding the chunk whole and splitting it at newlines gave them.
    const enc = new TextEncoder();
    const parts = [
      enc.encode('\uFEFF{"a":"é"}\n'),
      enc.encode('\uFEFF{"b":1}\r\n'),
      Uint8Array.of(0x7b, 0xe6, 0x97, 0x0a), // "{" and a cut three-byte character
      Uint8Array.of(0x80, 0xbf, 0x41, 0x0a), // continuation bytes with no lead
      enc.encode(' \t \n\n{"c":"😀"}'),
    ];
    const bytes = new Uint8Array(Buffer.concat(parts));
    const chunk = { file: 'f.ndjson', firstLine: 1, bytes };
    const whole = new TextDecoder()
      .decode(bytes)
      .split('\n')
      .map((raw, offset) => ({ where: `f.ndjson:${offset + 1}`, text: raw.trim(), offset }))
      .filter((line) => line.text !== '');
    expect([...ndjsonLines(chunk)]).toEqual(whole);
    expect(whole.map((l) => l.text)).toEqual([
      '{"a":"é"}',
      '{"b":1}',
      '{\uFFFD',
      '\uFFFD\uFFFDA',
      '{"c":"😀"}',
    ]);
  });
});
