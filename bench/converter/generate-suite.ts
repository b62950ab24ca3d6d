/**
 * Writes a generated Protractor suite: N spec files (default 2,000) spread over feature folders,
 * four page objects and a `protractor.conf.js`. Deterministic: the same seed and N give the same
 * bytes, so two runs (and two tools) convert the same input.
 *   npx tsx bench/converter/generate-suite.ts [--count 200] [--seed 3] [--out dir]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random';
import { randomShape, specSource } from './spec-file';
import { supportFiles } from './suite-support-files';

export interface GeneratedSuite {
  dir: string;
  specFiles: number;
  /** Every file written, spec files and support files. */
  totalFiles: number;
  lines: number;
}

const featureFolders = [
  'products',
  'cart',
  'checkout',
  'account',
  'search',
  'admin',
  'help',
  'orders',
];

export function generateSuite(dir: string, count = 2000, seed = 3): GeneratedSuite {
  const r = seededRandom(seed);
  let lines = 0;
  const write = (relative: string, text: string): void => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    lines += text.split('\n').length - 1;
  };
  for (const [relative, text] of Object.entries(supportFiles)) write(relative, text);
  for (let i = 0; i < count; i += 1) {
    const shape = randomShape(r);
    const folder = featureFolders[i % featureFolders.length] ?? 'misc';
    const base = `${folder}-${String(i + 1).padStart(4, '0')}`;
    const extension = shape.framework === 'mocha' ? 'mocha.spec.js' : `spec.${shape.language}`;
    write(`specs/${folder}/${base}.${extension}`, specSource(r, shape, 2));
  }
  return { dir, specFiles: count, totalFiles: count + Object.keys(supportFiles).length, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const dir = option('out') ?? mkdtempSync(path.join(os.tmpdir(), 'rewright-suite-'));
  const suite = generateSuite(dir, Number(option('count') ?? 2000), Number(option('seed') ?? 3));
  console.log(
    `${suite.totalFiles} files (${suite.specFiles} specs, ${suite.lines} lines) in ${suite.dir}`,
  );
}
