/**
 * The natural-language front end: `.feature` files (Gherkin, through `@cucumber/gherkin`) and
 * test cases written in `.md`/`.txt` (numbered steps, bullets, prose) into Playwright Test specs.
 * Steps are read by one grammar (`grammar.ts` over the phrasing tables) and their elements
 * located through a `TargetResolver` (`targets.ts`); without a live app the resolver reads the
 * wording alone, and each file says its locators are unverified.
 */
import type { Diagnostic, ProjectFile } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { engineFailure } from '../../diagnostics/engine-failure.js';
import type { FrontEnd, FrontEndFile } from '../../core/front-end.js';
import { renderConfig } from '../../playwright/config.js';
import { emitSuiteFile } from './emit-file.js';
import { readFeature } from './gherkin.js';
import type { Suite } from './model.js';
import { readPlainText } from './plain-text.js';
import type { Note } from './scope.js';
import { liveAppResolver } from './live-app.js';
import { wordingResolver, type TargetResolver } from './targets.js';

function diagnostic(
  path: string,
  code: DiagnosticCode,
  line: number,
  detail?: string,
  column = 1,
): Diagnostic {
  return {
    path,
    line,
    column,
    rule: code,
    severity: severityOf(code),
    message: messageFor(code, detail),
  };
}

/** "checkout-flow.txt" → "checkout flow": the title of a file that is one untitled test case. */
function titleOfFile(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return base.replace(/[-_.]+/g, ' ').trim() || base;
}

export function convertNaturalLanguageFile(
  file: ProjectFile,
  resolver: TargetResolver = wordingResolver,
): FrontEndFile {
  let suite: Suite | undefined;
  if (file.path.toLowerCase().endsWith('.feature')) {
    const read = readFeature(file.source);
    if (read.problem) {
      const { line, column, message } = read.problem;
      return {
        path: file.path,
        role: 'spec',
        diagnostics: [
          {
            ...diagnostic(file.path, 'parse/syntax-error', line, message, column),
          },
        ],
        testCount: 0,
      };
    }
    suite = read.suite;
  } else {
    suite = readPlainText(file.source, titleOfFile(file.path));
  }
  const count = (s: Suite): number => s.tests.length + s.children.reduce((n, c) => n + count(c), 0);
  if (!suite || count(suite) === 0) {
    // Not a source of tests (a README, notes): read, not converted, not charged, not an error.
    return {
      path: file.path,
      role: 'config',
      diagnostics: [diagnostic(file.path, 'natural-language/no-test-case', 1)],
      testCount: 0,
      notASource: true,
    };
  }
  const notes: Note[] = [];
  const emitted = emitSuiteFile(suite, resolver, notes);
  const diagnostics = notes.map((n) => diagnostic(file.path, n.code, n.line, n.detail));
  if (emitted.located && resolver.liveApp !== undefined)
    diagnostics.unshift(
      diagnostic(file.path, 'natural-language/checked-locators', 1, `at ${resolver.liveApp}`),
    );
  else if (emitted.located)
    diagnostics.unshift(diagnostic(file.path, 'natural-language/unverified-locators', 1));
  return {
    path: file.path,
    role: 'spec',
    code: emitted.code,
    diagnostics,
    testCount: emitted.testCount,
  };
}

export const naturalLanguageFrontEnd: FrontEnd = {
  convertProject(files, options) {
    const resolver = options.liveApp ? liveAppResolver(options.liveApp) : wordingResolver;
    return {
      files: files.map((file) => {
        try {
          return convertNaturalLanguageFile(file, resolver);
        } catch (error) {
          return {
            path: file.path,
            role: 'spec',
            diagnostics: [engineFailure(file.path, error)],
            testCount: 0,
          };
        }
      }),
      support: [],
    };
  },
  defaultConfig: (specs) =>
    renderConfig({
      testDir: '.',
      testMatch: specs.length ? specs : ['**/*.spec.ts'],
      use: { baseURL: { k: 'text', text: 'process.env.BASE_URL' } },
      projects: [{ name: 'chromium', browser: 'chromium', use: {} }],
    }),
};
