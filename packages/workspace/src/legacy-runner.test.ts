import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { detectLegacyRunner, LegacyRunnerError, scriptArgs } from './legacy-runner';
import { createTempProject, type TempProject } from './temp-project';

let project: TempProject | undefined;
afterEach(() => project?.dispose());

const fakePackage = (name: string, bin: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, bin: { [name]: bin } }),
});

describe('detectLegacyRunner', () => {
  it('takes the framework the test script calls, with its arguments but no reporter', async () => {
    project = await createTempProject({
      'package.json': JSON.stringify({
        scripts: { test: 'npm run lint && jasmine --config=spec/jasmine.json --reporter=x.js' },
      }),
      ...fakePackage('selenium-webdriver', 'none.js'),
      ...fakePackage('mocha', 'bin/mocha.js'),
      ...fakePackage('jasmine', 'bin/jasmine.js'),
    });
    expect(await detectLegacyRunner(project.src)).toEqual({
      kind: 'selenium-webdriver',
      project: project.src,
      framework: 'jasmine',
      bin: path.join(project.src, 'node_modules/jasmine/bin/jasmine.js'),
      args: ['--config=spec/jasmine.json'],
    });
  });

  it('finds Protractor and the configuration its test script names', async () => {
    project = await createTempProject({
      'package.json': JSON.stringify({ scripts: { test: 'protractor e2e/ci.conf.js' } }),
      'e2e/ci.conf.js': 'exports.config = {};',
      ...fakePackage('protractor', 'bin/protractor'),
    });
    expect(await detectLegacyRunner(project.src)).toMatchObject({
      kind: 'protractor',
      config: path.join(project.src, 'e2e/ci.conf.js'),
      bin: path.join(project.src, 'node_modules/protractor/bin/protractor'),
    });
  });

  it('refuses Protractor without a configuration, and selenium-webdriver without a test framework', async () => {
    project = await createTempProject({ ...fakePackage('protractor', 'bin/protractor') });
    await expect(detectLegacyRunner(project.src)).rejects.toThrow(
      /^Protractor is installed in .* but no configuration was found/,
    );
    await project.dispose();
    project = await createTempProject({ ...fakePackage('selenium-webdriver', 'x.js') });
    const error = await detectLegacyRunner(project.src).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LegacyRunnerError);
    expect((error as LegacyRunnerError).kind).toBe('no-legacy-runner');
  });
});

describe('scriptArgs', () => {
  it('keeps spec globs and options, drops reporters and what follows the command', () => {
    expect(
      scriptArgs("mocha --timeout 10000 -R spec 'test/**/*.js' && echo done", 'mocha'),
    ).toEqual(['--timeout', '10000', 'test/**/*.js']);
    expect(scriptArgs('jest --json --outputFile=r.json e2e', 'jest')).toEqual(['e2e']);
    expect(scriptArgs('node build.js', 'mocha')).toEqual([]);
  });
});
