import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialScripts {
  files: { path: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a prerendered page needs before it is interactive: its module scripts and the
 * modules it preloads (the page's own chunk among them), each gzipped at level 9.
 */
export function initialScripts(dist: string, page: string): InitialScripts {
  const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
  const html = readFileSync(path.join(dist, file), 'utf8');
  const sources = new Set(
    [
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ].map((match) => match[1] ?? ''),
  );
  const files = [...sources].map((source) => {
    const code = readFileSync(path.join(dist, source));
    return { path: source, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}
