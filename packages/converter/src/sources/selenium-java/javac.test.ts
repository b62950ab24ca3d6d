/**
 * The Java fixture inputs are real Java: they compile with the JDK's `javac` against Debian's
 * TestNG, JUnit 4/5, Hamcrest and AssertJ jars (`.ci/run` installs them) and the local stub of the
 * Selenium interfaces they use (`fixtures/selenium-java/stub/`; the Selenium Java libraries are
 * not available here). Without `javac` or a jar the test fails and says what to install: a
 * skipped check would read as a passed one.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, it } from 'vitest';
import { fixtureCases, fixturesRoot } from '../../testing/fixtures.js';

const jarDir = '/usr/share/java';
const jars = [
  'testng.jar', 'jcommander.jar', 'junit4.jar', 'hamcrest.jar', 'junit-jupiter-api.jar',
  'junit-jupiter-params.jar', 'apiguardian-api.jar', 'opentest4j.jar',
  'junit-platform-commons.jar', 'assertj-core.jar',
].map((jar) => join(jarDir, jar)); // prettier-ignore

const hasJavac = spawnSync('javac', ['-version']).status === 0;
const stubDir = join(fixturesRoot, 'selenium-java', 'stub');
/** The differential leg's Java suite (`differential/selenium-java/suite/`, Maven layout). */
const differentialSuiteDir = join(fixturesRoot, '..', 'differential', 'selenium-java', 'suite');

function stubSources(): string[] {
  return readdirSync(stubDir)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(stubDir, f));
}

function javac(work: string, sources: string[]): { stderr: string; status: number | null } {
  const missing = [...(hasJavac ? [] : ['javac']), ...jars.filter((jar) => !existsSync(jar))];
  expect(missing, 'install what .ci/run installs (the JDK and the test jars)').toEqual([]);
  const run = spawnSync(
    'javac',
    ['-d', join(work, 'classes'), '-cp', jars.join(':'), '-nowarn', '-Xlint:none', ...sources],
    { encoding: 'utf8' },
  );
  return { stderr: run.stderr.replaceAll(work, ''), status: run.status };
}

it('every selenium-java fixture input compiles with javac', () => {
  const work = mkdtempSync(join(tmpdir(), 'rewright-javac-'));
  try {
    const sources = stubSources();
    const inputs = fixtureCases()
      .filter((c) => c.kind === 'selenium-java')
      .flatMap((c) => c.files.filter((f) => f.path.endsWith('.java')));
    expect(inputs.length).toBeGreaterThan(0);
    // `LoginTest.input.java` holds `public class LoginTest`: javac wants it in `LoginTest.java`.
    inputs.forEach((file, i) => {
      const dir = join(work, 'src', String(i));
      mkdirSync(dir, { recursive: true });
      const target = join(dir, basename(file.path));
      copyFileSync(file.inputFile, target);
      sources.push(target);
    });
    const run = javac(work, sources);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}, 120_000);

it('the differential Java suite compiles with javac', () => {
  const work = mkdtempSync(join(tmpdir(), 'rewright-javac-'));
  try {
    const suite = readdirSync(differentialSuiteDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.java'))
      .map((f) => join(differentialSuiteDir, f));
    expect(suite.length).toBeGreaterThan(10);
    const run = javac(work, [...stubSources(), ...suite]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}, 120_000);
