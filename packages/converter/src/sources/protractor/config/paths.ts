/**
 * Spec paths: Protractor's `specs`/`exclude`/`suites` globs, resolved against the config's folder,
 * become `testDir`, `testMatch` and `testIgnore` (the generated config and support modules never
 * run as tests).
 */
import ts from 'typescript';
import { relativePath } from '../../../paths.js';
import { stringValue } from '../text.js';
import { diag, type ConfigContext } from './context.js';

/** A spec glob of Protractor's (`.js`) as the converted file's glob (`.ts`). */
export function specGlob(glob: string): string {
  for (const ext of ['.js', '.jsx', '.mjs', '.cjs']) {
    if (glob.endsWith(ext)) return `${glob.slice(0, -ext.length)}.ts`;
  }
  if (glob.endsWith('*')) return `${glob}.ts`;
  return glob;
}

/** `a/./b/../c` → `a/c`; `..` that go above the root stay in front. */
export function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** Protractor resolves spec globs against the config's folder: here, against the project root. */
export function resolveGlob(dir: string, glob: string): string {
  return glob.startsWith('/') ? glob : normalize(dir ? `${dir}/${glob}` : glob);
}

export function globList(
  cx: ConfigContext,
  node: ts.Expression,
  excluding = false,
): string[] | undefined {
  const items = ts.isArrayLiteralExpression(node) ? node.elements : [node];
  const globs: string[] = [];
  for (const item of items) {
    const v = stringValue(item);
    if (v === undefined) {
      diag(cx, item, 'protractor/config/dynamic', 'spec pattern');
      return undefined;
    }
    const resolved = resolveGlob(cx.dir, v);
    // `exclude: ['protractor.conf.js']` kept the config out of Protractor's `*.js`; it is not
    // converted to a `.ts` file, and the generated config is ignored by `testIgnore` below.
    if (excluding && cx.configPaths?.has(resolved)) continue;
    globs.push(specGlob(resolved));
  }
  return [...new Set(globs)];
}

export const magic = /[*?[\]{}()!+@]/;

/** The folders of a glob before its first wildcard (never its last segment, the file name). */
export function staticDir(glob: string): string[] {
  const parts = glob.split('/').slice(0, -1);
  const end = parts.findIndex((p) => magic.test(p));
  return end === -1 ? parts : parts.slice(0, end);
}

/**
 * Playwright matches `testMatch`/`testIgnore` strings as `**\/` + glob against absolute paths, so a
 * glob is only meaningful relative to `testDir`, and one starting with a wildcard (`*.ts`) matches
 * at any depth. `testDir` is the deepest folder holding every spec glob; when a glob would then
 * start with a wildcard, one folder up, so the glob keeps a folder name that anchors it
 * (`specs/*.ts` matches what Protractor's `specs/*.js` did, not `specs/pages/*.ts`).
 */
export interface PathPlan {
  /** Relative to the config's folder. */
  testDir: string;
  /** A resolved glob → the glob relative to `testDir`. */
  relative: (glob: string) => string;
  /** Whether Playwright would take `file` (relative to the project root) for a test by one of `globs` (relative to `testDir`). */
  catches: (globs: string[], file: string) => boolean;
  /** `file` (relative to the project root) as a glob relative to `testDir`. */
  fileGlob: (file: string) => string;
}

export function pathPlan(dir: string, globs: string[]): PathPlan {
  const relativeGlobs = globs.filter((g) => !g.startsWith('/'));
  let base: string[] | undefined;
  for (const g of relativeGlobs) {
    const d = staticDir(g);
    if (!base) base = d;
    else {
      let n = 0;
      while (n < base.length && n < d.length && base[n] === d[n]) n++;
      base = base.slice(0, n);
    }
  }
  let root = (base ?? dir.split('/').filter(Boolean)).join('/');
  const under = (g: string) => (root ? g.slice(root.length + 1) : g);
  const unanchored = (g: string) => !g.startsWith('**/') && magic.test(g.split('/')[0] ?? '');
  const last = root.split('/').pop();
  if (relativeGlobs.some((g) => unanchored(under(g))) && last && last !== '..')
    root = root.split('/').slice(0, -1).join('/');
  const relative = (g: string) => (g.startsWith('/') ? g : under(g));
  const fileGlob = (file: string) => relativePath(root, file);
  return {
    testDir: relativePath(dir, root) || '.',
    relative,
    fileGlob,
    catches: (globs, file) => {
      const path = fileGlob(file);
      if (path.startsWith('..')) return false; // outside testDir: never collected
      // Matched against absolute paths: folders above testDir count for a leading wildcard.
      return globs.some((g) => globRegex(g)?.test(`p1/p2/p3/${path}`) ?? true);
    },
  };
}

/** What the conversion writes beside the Playwright config, and the globs that keep them out of the tests. */
export const generatedFiles = [
  'playwright.config.ts',
  'rewright-angular.ts',
  'rewright-locators.ts',
  'rewright-params.ts',
];

export const generatedIgnores = ['playwright.config.ts', 'rewright-*.ts'];

/** Playwright's reading of a glob (`**\/` in front, case-insensitive); undefined for extglobs. */
export function globRegex(glob: string): RegExp | undefined {
  const body = /[()]/.test(glob) ? undefined : globBody(glob);
  return body === undefined ? undefined : new RegExp(`^(?:.*/)?${body}$`, 'i');
}

export function globBody(glob: string): string | undefined {
  let re = '';
  const segments = glob.split('/');
  for (const [i, segment] of segments.entries()) {
    const lastSegment = i === segments.length - 1;
    if (segment === '**') {
      re += lastSegment ? '.*' : '(?:[^/]*/)*';
      continue;
    }
    for (let j = 0; j < segment.length; j++) {
      const c = segment[j] as string;
      if (c === '*') re += '[^/]*';
      else if (c === '?') re += '[^/]';
      else if (c === '[') {
        const end = segment.indexOf(']', j + 1);
        if (end === -1) return undefined;
        const body = segment.slice(j + 1, end).replace(/^!/, '^');
        re += `[${body.split('\\').join('\\\\')}]`;
        j = end;
      } else if (c === '{') {
        const end = segment.indexOf('}', j + 1);
        if (end === -1) return undefined;
        const options = segment
          .slice(j + 1, end)
          .split(',')
          .map((o) => globBody(o));
        if (options.some((o) => o === undefined)) return undefined;
        re += `(?:${options.join('|')})`;
        j = end;
      } else re += /[\w-]/.test(c) ? c : `\\${c}`;
    }
    if (!lastSegment) re += '/';
  }
  return re;
}
