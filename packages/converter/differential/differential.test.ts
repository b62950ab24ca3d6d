/**
 * The differential test (issue 3, "Proof"; the Selenium suite: issue 11; the Selenium Python
 * suite: issue 13; the natural-language cases: issue 15). Each original suite — Protractor, Selenium WebDriver JS/TS, and Selenium
 * WebDriver Python under pytest — runs on the good and the broken fixture app; the harness is only
 * trusted when the originals behave exactly as recorded. When our converter is available, its
 * output runs on both apps too and must meet the bar. The converter refuses a suite whose kind has
 * no front end yet; the test then asserts that refusal, file by file, and scores nothing.
 * DIFFERENTIAL_ORIGINALS_ONLY=1 runs the originals alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedBreakage } from './expected-breakage';
import { expectedBreakage as seleniumBreakage } from './expected-breakage-selenium';
import { expectedBreakage as seleniumPythonBreakage } from './expected-breakage-selenium-python';
import { detects } from './harness/compare';
import { convertSuite, isConverterAvailable } from './harness/convert-suite';
import { seleniumDir, seleniumPythonDir } from './harness/paths';
import { knownGaps } from './selenium-known-gaps';
import { knownGaps as pythonKnownGaps } from './selenium-python-known-gaps';
import { formatTable } from './harness/report-table';
import {
  notConvertedReason,
  runDifferential,
  type DifferentialResult,
} from './harness/run-differential';
import { sourceSuites } from './harness/sources';
import { expectedBreakage as naturalLanguageBreakage } from './expected-breakage-natural-language';
import {
  runSeleniumJavaLeg,
  type SeleniumJavaResult,
} from './selenium-java/harness/run-selenium-java';
import {
  runNaturalLanguageLeg,
  type NaturalLanguageResult,
} from './harness/natural-language/run-natural-language';

const originalsOnly = process.env.DIFFERENTIAL_ORIGINALS_ONLY === '1';
const withConverter = !originalsOnly && (await isConverterAvailable());
// Converted before the tests are defined: what is asserted depends on whether the converter
// converts the Selenium suite or refuses its source kind.
const seleniumConversion = withConverter
  ? await convertSuite(join(sourceSuites['selenium-js'].outputRoot, 'converted'), seleniumDir)
  : undefined;
const seleniumNotConverted = seleniumConversion && notConvertedReason(seleniumConversion);
const pythonConversion = withConverter
  ? await convertSuite(
      join(sourceSuites['selenium-python'].outputRoot, 'converted'),
      seleniumPythonDir,
    )
  : undefined;
const pythonNotConverted = pythonConversion && notConvertedReason(pythonConversion);

/** The originals' own check: every case reported, all pass on good, the recorded ones fail on broken. */
function originalSanity(current: () => DifferentialResult, breakage: ReadonlySet<string>): void {
  it('reports every case on both apps, at least 40 of them', () => {
    expect(current().rows.length).toBeGreaterThanOrEqual(40);
    const unreported = current().rows.filter(
      (row) => row.original.good === 'missing' || row.original.broken === 'missing',
    );
    expect(unreported.map((row) => row.key)).toEqual([]);
  });

  it('passes every case on the good app', () => {
    const failing = current().rows.filter((row) => row.original.good !== 'passed');
    expect(failing.map((row) => `${row.key}: ${row.original.good}`)).toEqual([]);
  });

  it('fails exactly the recorded cases on the broken app', () => {
    const failing = current()
      .rows.filter(detects)
      .map((row) => row.key);
    expect(failing.sort()).toEqual([...breakage].sort());
  });
}

/**
 * The bar: every pass of the original kept, every failure the broken app causes kept — except the
 * recorded gaps of a suite whose converter is still being finished, which must match exactly.
 */
function convertedBar(
  current: () => DifferentialResult,
  gaps: { lostPasses: string[]; missedBreakage: string[] } = { lostPasses: [], missedBreakage: [] },
): void {
  it('passes every case the original passes on the good app', () => {
    const lost = current().rows.filter((row) => row.keepsPass === false);
    const known = new Set(gaps.lostPasses);
    expect(
      lost.filter((row) => !known.has(row.key)).map((row) => `${row.key}: ${row.converted?.good}`),
    ).toEqual([]);
    expect(lost.map((row) => row.key).sort()).toEqual([...gaps.lostPasses].sort());
  });

  it('fails every case the original fails on the broken app', () => {
    const missed = current().rows.filter((row) => row.keepsFailure === false);
    expect(missed.map((row) => row.key).sort()).toEqual([...gaps.missedBreakage].sort());
  });
}

describe('Protractor suite', () => {
  let result: DifferentialResult;

  beforeAll(async () => {
    result = await runDifferential({ originalsOnly: !withConverter });
    console.log(
      `originals: ${result.originals}; converted runs: ${result.convertedRuns ?? 'none'}\n${formatTable(result.rows, result.score)}`,
    );
  });

  describe('original Protractor suite (harness sanity)', () => {
    originalSanity(() => result, expectedBreakage);
  });

  if (withConverter) {
    describe('converted Playwright suite', () => {
      convertedBar(() => result);
    });
  }
});

describe('Selenium WebDriver JS/TS suite', () => {
  let selenium: DifferentialResult;

  beforeAll(async () => {
    selenium = await runDifferential({
      source: 'selenium-js',
      originalsOnly: !seleniumConversion,
      converted: seleniumConversion,
    });
    console.log(
      `originals: ${selenium.originals}; converted runs: ${selenium.convertedRuns ?? 'none'}\n${formatTable(selenium.rows, selenium.score, selenium.notConvertedYet)}`,
    );
  });

  describe('original Selenium suite (harness sanity)', () => {
    originalSanity(() => selenium, seleniumBreakage);
  });

  if (seleniumConversion && seleniumNotConverted) {
    describe('converted Selenium suite: not converted yet', () => {
      it('is refused by the converter for every file that uses selenium-webdriver', () => {
        expect(seleniumConversion.unsupported?.sort()).toEqual(filesUsingSeleniumWebdriver());
        const written = filesUsingSeleniumWebdriver().filter(
          (file) => !seleniumConversion.notWritten?.includes(file),
        );
        expect(written).toEqual([]);
      });
    });
  } else if (seleniumConversion) {
    describe('converted Selenium suite', () => {
      convertedBar(() => selenium, knownGaps);
    });
  }
});

describe('Selenium WebDriver Python suite', () => {
  let python: DifferentialResult;

  beforeAll(async () => {
    python = await runDifferential({
      source: 'selenium-python',
      originalsOnly: !pythonConversion,
      converted: pythonConversion,
    });
    console.log(
      `originals: ${python.originals}; converted runs: ${python.convertedRuns ?? 'none'}\n${formatTable(python.rows, python.score, python.notConvertedYet)}`,
    );
  });

  describe('original Selenium Python suite (harness sanity)', () => {
    originalSanity(() => python, seleniumPythonBreakage);
  });

  if (pythonConversion && pythonNotConverted) {
    describe('converted Selenium Python suite: not converted yet', () => {
      it('is refused by the converter for every Python file', () => {
        const refused = pythonConversion.unsupported ?? [];
        expect(pythonFiles().filter((file) => !refused.includes(file))).toEqual([]);
        const written = pythonFiles().filter(
          (file) => !pythonConversion.notWritten?.includes(file),
        );
        expect(written).toEqual([]);
      });
    });
  } else if (pythonConversion) {
    describe('converted Selenium Python suite', () => {
      convertedBar(() => python, pythonKnownGaps);
    });
  }
});

// No original runner: the descriptions are converted with --base-url pointing at the good app
// (the CLI, no AI provider), and the conversion must pass every case there.
if (withConverter) {
  describe('Natural-language cases (converted with --base-url)', () => {
    let nl: NaturalLanguageResult;

    beforeAll(async () => {
      nl = await runNaturalLanguageLeg();
      console.log(
        `natural-language runs: ${nl.runs}; ${nl.good.cases.length} cases, failing on broken: ${nl.failingOnBroken.length}`,
      );
    });

    it('converts at least 40 cases, each file with its locators checked against the app', () => {
      const { report } = nl.conversion;
      expect(nl.conversion.exitCode).toBe(0);
      expect(report?.report.testCases).toBeGreaterThanOrEqual(40);
      expect(report?.report.todos).toBe(0);
      const checked = new Set(
        report?.diagnostics
          .filter((d) => d.rule === 'natural-language/checked-locators')
          .map((d) => d.path),
      );
      expect(checked.size).toBe(report?.report.files);
      expect(report?.diagnostics.map((d) => d.rule)).not.toContain(
        'natural-language/unverified-locators',
      );
    });

    it('passes every case on the good app', () => {
      expect(nl.good.cases.length).toBeGreaterThanOrEqual(40);
      expect(nl.notPassingOnGood).toEqual([]);
    });

    it('fails exactly the recorded cases on the broken app', () => {
      expect([...nl.failingOnBroken].sort()).toEqual([...naturalLanguageBreakage].sort());
    });
  });
}

// No original runner either: the Java suite cannot run here (no Selenium Java libraries), so each
// test method's outcome on the good and the broken app is written beside it; the conversion must
// do exactly that (issue 14). Runs recorded in recorded/selenium-java.converted.json.
if (withConverter) {
  describe('Selenium Java suite (expected outcomes beside each test method)', () => {
    let java: SeleniumJavaResult;

    beforeAll(async () => {
      java = await runSeleniumJavaLeg();
      console.log(
        `selenium-java runs: ${java.runs}; ${java.methods.length} methods, ${java.good.cases.length} cases`,
      );
    });

    it('records an outcome for at least 40 test methods, each with converted cases', () => {
      expect(java.methods.length).toBeGreaterThanOrEqual(40);
      expect(java.methodsWithoutCases).toEqual([]);
      expect(java.casesWithoutMethod).toEqual([]);
    });

    it('converts every file with no TODO', () => {
      expect(java.conversion.notWritten).toEqual([]);
      expect(java.conversion.report?.todos).toBe(0);
    });

    it('does on the good and the broken app what each test method records', () => {
      expect(java.mismatches).toEqual([]);
    });
  });
}

/** The Python suite's `.py` files, `/`-separated and relative to the suite. */
function pythonFiles(dir = seleniumPythonDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return pythonFiles(path);
      return entry.name.endsWith('.py')
        ? [relative(seleniumPythonDir, path).split(sep).join('/')]
        : [];
    })
    .sort();
}

/** The suite's files that import selenium-webdriver, `/`-separated and relative to the suite. */
function filesUsingSeleniumWebdriver(dir = seleniumDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        return entry.name === 'node_modules' ? [] : filesUsingSeleniumWebdriver(path);
      }
      if (!/\.(c|m)?[jt]s$/.test(entry.name)) return [];
      return readFileSync(path, 'utf8').includes("'selenium-webdriver")
        ? [relative(seleniumDir, path).split(sep).join('/')]
        : [];
    })
    .sort();
}
