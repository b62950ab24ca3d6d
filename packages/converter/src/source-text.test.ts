import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertProject } from './node.js';
import { decodeSourceText, INVALID_ENCODING_RULE } from './source-text.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

describe('decodeSourceText', () => {
  it('decodes UTF-8 and drops a byte order mark', () => {
    expect(decodeSourceText(bytes('const café = 1;'), 'a.js')).toEqual({
      source: 'const café = 1;',
    });
    expect(decodeSourceText(bytes([0xef, 0xbb, 0xbf], 'x;'), 'a.js')).toEqual({ source: 'x;' });
  });

  it('decodes UTF-16 with a byte order mark, both byte orders', () => {
    const text = "it('ü', () => {});\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeSourceText(le, 'a.js')).toEqual({ source: text });
    expect(decodeSourceText(be, 'a.js')).toEqual({ source: text });
  });

  it('reports the line, column and byte offset of the first bad UTF-8 sequence instead of replacing it', () => {
    const decoded = decodeSourceText(bytes('a;\nconst é = "x', [0xff, 0xfe], '";\n'), 'specs/a.js');
    expect(decoded).toEqual({
      diagnostic: {
        path: 'specs/a.js',
        line: 2,
        column: 13,
        rule: INVALID_ENCODING_RULE,
        severity: 'error',
        message: expect.stringMatching(
          /not valid UTF-8 \(byte 0xFF at byte offset 16, line 2, column 13\)/,
        ),
      },
    });
  });

  it.each([
    ['an overlong form', [0xc0, 0xaf], 0],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 0],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a cut-off sequence at the end', [0x41, 0xe2, 0x82], 1],
  ])('refuses %s', (_name, sequence, offset) => {
    const decoded = decodeSourceText(Buffer.from(sequence), 'a.js');
    expect('diagnostic' in decoded && decoded.diagnostic.message).toContain(
      `byte offset ${offset},`,
    );
  });

  it('reports an unpaired surrogate in UTF-16', () => {
    const broken = Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00, 0x00, 0xd8, 0x41, 0x00]);
    const decoded = decodeSourceText(broken, 'a.js');
    expect('diagnostic' in decoded && decoded.diagnostic).toMatchObject({ line: 2, column: 1 });
    expect('diagnostic' in decoded && decoded.diagnostic.message).toContain(
      'unpaired surrogate at byte offset 6',
    );
  });
});

describe('convertProject on a folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rewright-source-text-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('does not convert a file that is not valid UTF-8 and says why, instead of converting U+FFFD', async () => {
    await writeFile(path.join(dir, 'good.spec.js'), "it('a', () => { browser.get('/'); });\n");
    await writeFile(path.join(dir, 'bad.spec.js'), bytes("it('caf", [0xe9], "', () => {});\n"));
    const result = await convertProject(dir);
    const bad = result.files.find((file) => file.sourcePath === 'bad.spec.js');
    expect(bad?.code).toBeUndefined();
    expect(bad?.diagnostics).toEqual([
      expect.objectContaining({
        rule: INVALID_ENCODING_RULE,
        line: 1,
        column: 8,
        severity: 'error',
      }),
    ]);
    expect(result.files.find((file) => file.sourcePath === 'good.spec.js')?.code).toBeDefined();
    expect(result.report).toMatchObject({ files: 2, errors: 1 });
  });
});
