/**
 * From a source file's bytes to the text the engine converts, for the Node callers that read the
 * disk (`./node` and the CLI). Pure (a web-standard `TextDecoder`, no Node built-ins), so the
 * desktop app can use it too. A file that is not valid text is never "repaired" with U+FFFD: that
 * would silently change string literals and selectors in the converted test. It is reported and
 * not converted instead.
 */
import type { ConvertedFile, Diagnostic, ProjectResult } from './api.js';

export const INVALID_ENCODING_RULE = 'read/invalid-encoding';

export type DecodedSource = { source: string } | { diagnostic: Diagnostic };

/**
 * UTF-8 (a leading byte order mark is dropped), or UTF-16 when the file starts with a UTF-16 byte
 * order mark (as Windows editors save "Unicode"). Anything else that is not valid UTF-8 gets an
 * error diagnostic with the line, column and byte offset of the first bad sequence.
 */
export function decodeSourceText(bytes: Uint8Array, path: string): DecodedSource {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  try {
    return { source: new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      diagnostic: utf16 === undefined ? invalidUtf8(bytes, path) : invalidUtf16(bytes, path, utf16),
    };
  }
}

function invalidUtf8(bytes: Uint8Array, path: string): Diagnostic {
  const offset = firstInvalidUtf8(bytes);
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
  const line = countNewlines(bytes, lineStart) + 1;
  // The line up to the bad byte is valid UTF-8, so its length in characters is the column.
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset)).length + 1;
  const found =
    bytes[offset] === undefined
      ? 'the file ends inside a character'
      : `byte 0x${hex(bytes[offset]!)}`;
  return {
    path,
    line,
    column,
    rule: INVALID_ENCODING_RULE,
    severity: 'error',
    message: `The file is not valid UTF-8 (${found} at byte offset ${offset}, line ${line}, column ${column}); it was not converted. Save it as UTF-8 and run again`,
  };
}

function invalidUtf16(
  bytes: Uint8Array,
  path: string,
  encoding: 'utf-16le' | 'utf-16be',
): Diagnostic {
  const unit = (at: number) =>
    encoding === 'utf-16le'
      ? bytes[at]! | (bytes[at + 1]! << 8)
      : (bytes[at]! << 8) | bytes[at + 1]!;
  let offset = 2;
  let line = 1;
  let column = 1;
  for (; offset + 1 < bytes.length; offset += 2) {
    const code = unit(offset);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = offset + 3 < bytes.length ? unit(offset + 2) : -1;
      if (next < 0xdc00 || next > 0xdfff) break;
      offset += 2;
      column += 2;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      break;
    } else if (code === 0x0a) {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  const found = offset + 1 < bytes.length ? 'an unpaired surrogate' : 'an odd number of bytes';
  return {
    path,
    line,
    column,
    rule: INVALID_ENCODING_RULE,
    severity: 'error',
    message: `The file starts with a ${encoding.toUpperCase()} byte order mark but is not valid ${encoding.toUpperCase()} (${found} at byte offset ${offset}, line ${line}, column ${column}); it was not converted. Save it as UTF-8 and run again`,
  };
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
    if (length === 0) return at;
    // The second byte's range also rules out overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    const second = bytes[at + 1];
    if (second === undefined || second < low || second > high) return at;
    for (let next = 2; next < length; next += 1) {
      const byte = bytes[at + next];
      if (byte === undefined || byte < 0x80 || byte > 0xbf) return at;
    }
    at += length;
  }
  return bytes.length;
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1)) {
    count += 1;
  }
  return count;
}

const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');

/**
 * Adds the files that were found but not read (not valid text, or not a regular file) to a
 * project's result: each is a file that could not be converted, with its diagnostic, so the
 * summary, the reports and the exit code count it like a file that does not parse.
 */
export function withUnreadFiles(
  result: ProjectResult,
  unread: readonly Diagnostic[],
): ProjectResult {
  if (unread.length === 0) return result;
  const added = unread.map((diagnostic): ConvertedFile => ({
    sourcePath: diagnostic.path,
    outputPath: diagnostic.path.replace(/\.[^./]*$/, '') + '.ts',
    role: /(^|[./_-])(spec|test|e2e)([./_-]|$)/i.test(diagnostic.path) ? 'spec' : 'helper',
    diagnostics: [diagnostic],
    testCount: 0,
  }));
  return {
    ...result,
    files: [...result.files, ...added],
    report: {
      ...result.report,
      files: result.report.files + added.length,
      errors: result.report.errors + added.length,
    },
  };
}
