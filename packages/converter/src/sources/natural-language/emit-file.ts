/**
 * A suite as a Playwright Test file: `test.describe` per Feature (and Rule), `test.beforeEach`
 * for its Background or preconditions, one `test()` per test case with its tags.
 */
import { quote } from '../../playwright/code.js';
import { emitBody, type PageState } from './emit-test.js';
import type { Suite } from './model.js';
import type { Note } from './scope.js';
import type { TargetResolver } from './targets.js';

function tagOption(tags: readonly string[]): string {
  return tags.length ? `{ tag: [${tags.map(quote).join(', ')}] }, ` : '';
}

export interface EmittedFile {
  code: string;
  testCount: number;
  located: boolean;
}

export function emitSuiteFile(suite: Suite, resolver: TargetResolver, notes: Note[]): EmittedFile {
  let testCount = 0;
  let located = false;
  const emitSuite = (s: Suite, outer: PageState): string[] => {
    const out: string[] = [];
    let start = outer;
    if (s.background.length) {
      const body = emitBody(s.background, resolver, notes, outer);
      located ||= body.located;
      start = body.end;
      out.push(
        `test.beforeEach(async ({ ${body.fixtures.join(', ')} }) => {`,
        ...body.lines,
        '});',
        '',
      );
    }
    const titles = new Set<string>();
    for (const test of s.tests) {
      let title = test.title || `test at line ${test.line}`;
      // Playwright refuses two tests of one title in a suite.
      for (let n = 2; titles.has(title); n++) title = `${test.title} (${n})`;
      titles.add(title);
      const body = emitBody(test.steps, resolver, notes, start);
      located ||= body.located;
      testCount += 1;
      out.push(
        `test(${quote(title)}, ${tagOption(test.tags)}async ({ ${body.fixtures.join(', ')} }) => {`,
        ...body.lines,
        '});',
        '',
      );
    }
    for (const child of s.children) out.push(...emitSuite(child, start));
    if (s.title === undefined) return out;
    return [`test.describe(${quote(s.title)}, ${tagOption(s.tags)}() => {`, ...out, '});', ''];
  };
  const body = emitSuite(suite, { acted: false });
  const text = body.join('\n');
  const imports = /\bexpect\(/.test(text) ? '{ expect, test }' : '{ test }';
  return { code: `import ${imports} from '@playwright/test';\n\n${text}\n`, testCount, located };
}
