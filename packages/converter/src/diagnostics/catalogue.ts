/**
 * Every reason the converter reports, in one place: the code (also the rule name in diagnostics and
 * TODO comments), its severity, and one human-readable message. Rules refer to codes only, so the
 * wording lives here and nowhere else.
 */
import type { Severity } from '../api.js';
import { convertingKinds } from '../kinds.js';
import { protractorCatalogue } from '../sources/protractor/catalogue.js';
import { seleniumCatalogue } from '../sources/selenium/catalogue.js';
import { seleniumPythonCatalogue } from '../sources/selenium-python/catalogue.js';
import { seleniumJavaCatalogue } from '../sources/selenium-java/catalogue.js';
import { naturalLanguageCatalogue } from '../sources/natural-language/catalogue.js';

interface Entry {
  severity: Severity;
  message: string;
}

export const catalogue = {
  // parsing and the engine itself
  'parse/syntax-error': { severity: 'error', message: 'The file does not parse' },
  'parse/empty-file': { severity: 'info', message: 'The file has no code to convert' },
  'engine/internal-error': {
    severity: 'error',
    message: 'The converter failed on this file; it was not converted',
  },
  'engine/too-deep': {
    severity: 'error',
    message:
      'The file nests too deeply for the stack the converter ran with; it was not converted (the command-line tool converts on a larger stack)',
  },
  'engine/not-formatted': {
    severity: 'info',
    message:
      'The converted file is too large or too deeply nested to format in reasonable time and memory; it is written as converted, in the layout of the original (format it separately if needed)',
  },
  'engine/format-failed': {
    severity: 'error',
    message: 'The converted code could not be formatted; it is returned unformatted',
  },
  'engine/unknown-source-kind': {
    severity: 'error',
    message: `Only ${convertingKinds()
      .map((kind) => kind.label)
      .join(' and ')} sources are supported so far`,
  },

  // structure and hooks
  'structure/focused': {
    severity: 'info',
    message:
      'Focused test converted to a plain one: `.only` would silently skip the rest of the suite in CI',
  },
  'structure/pending-test': {
    severity: 'info',
    message: 'A test without a body is pending in Jasmine; it becomes `test.fixme`',
  },
  'structure/hoisted-to-before-each': {
    severity: 'info',
    message:
      'Describe-level value that needs a page is now assigned in a `test.beforeEach` (Playwright creates the page per test)',
  },

  // Protractor: codes namespaced `protractor/…`
  ...protractorCatalogue,

  // Selenium WebDriver (JavaScript/TypeScript): codes namespaced `selenium/…`
  ...seleniumCatalogue,

  // Selenium WebDriver (Python): codes namespaced `selenium-python/…`
  ...seleniumPythonCatalogue,

  // Selenium WebDriver (Java): codes namespaced `selenium-java/…`
  ...seleniumJavaCatalogue,

  // Natural language and Gherkin: codes namespaced `natural-language/…`
  ...naturalLanguageCatalogue,
} satisfies Record<string, Entry>;

export type DiagnosticCode = keyof typeof catalogue;

/** The catalogue message, with an optional detail appended (e.g. the method name). */
export function messageFor(code: DiagnosticCode, detail?: string): string {
  const { message } = catalogue[code];
  return detail ? `${message} (${detail})` : message;
}

export function severityOf(code: DiagnosticCode): Severity {
  return catalogue[code].severity;
}
