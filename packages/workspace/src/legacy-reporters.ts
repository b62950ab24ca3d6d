/**
 * The reporters the legacy runners load for a comparison, as source text written into a scratch
 * folder at run time (so they survive the CLI's bundling). Each writes `{ cases: [{ titlePath,
 * status, error }] }` into its own file in REWRIGHT_COMPARE_RESULT_DIR when its run ends — one
 * file per runner process, as Protractor runs one process per capability. Adapted from the
 * converter's differential harness (`differential/harness/{protractor,selenium}/`).
 */

const writer = `
const fs = require('node:fs');
const path = require('node:path');
let written = 0;
function writeCases(framework, cases) {
  const dir = process.env.REWRIGHT_COMPARE_RESULT_DIR;
  if (!dir) return;
  const file = path.join(dir, process.pid + '-' + Date.now() + '-' + written++ + '.json');
  fs.writeFileSync(file, JSON.stringify({ framework, cases }));
}
`;

/** A Mocha reporter (Mocha 7 to 11). Under Protractor it extends Mocha's Base, whose `test.err` its adapter reads. */
export const MOCHA_REPORTER = `${writer}
function RewrightMochaReporter(runner, options) {
  const mocha = process.env.REWRIGHT_COMPARE_MOCHA;
  if (mocha) require(mocha).reporters.Base.call(this, runner, options);
  const cases = [];
  const record = (test, status, error) =>
    cases.push({ titlePath: test.titlePath(), status, error: error ? String(error.message || error) : undefined });
  runner.on('pass', (test) => record(test, 'passed'));
  // A failing hook reports the hook: its own title path, failed.
  runner.on('fail', (test, error) => record(test, 'failed', error));
  runner.on('pending', (test) => record(test, 'skipped'));
  runner.once('end', () => writeCases('mocha', cases));
}
module.exports = RewrightMochaReporter;
`;

/** A Jasmine reporter: an object for Protractor's onPrepare, a constructor for \`jasmine --reporter\`. */
export const JASMINE_REPORTER = `${writer}
function createReporter() {
  const suites = [];
  const cases = [];
  return {
    suiteStarted(result) { suites.push(result.description); },
    suiteDone() { suites.pop(); },
    specDone(result) {
      const failures = result.failedExpectations || [];
      cases.push({
        titlePath: [...suites, result.description],
        status: result.status === 'passed' ? 'passed' : result.status === 'failed' ? 'failed' : 'skipped',
        error: failures.length ? failures.map((f) => f.message).join('\\n') : undefined,
      });
    },
    jasmineDone() { writeCases('jasmine', cases); },
  };
}
function RewrightJasmineReporter() { return createReporter(); }
RewrightJasmineReporter.createReporter = createReporter;
module.exports = RewrightJasmineReporter;
`;

/** Wraps the project's Protractor configuration: absolute spec paths and the reporter; the rest is theirs. */
export const PROTRACTOR_CONFIG = `
const path = require('node:path');
const configFile = process.env.REWRIGHT_COMPARE_CONFIG;
const base = require(configFile).config;
const dir = path.dirname(configFile);
const absolute = (patterns) => [].concat(patterns || []).map((p) => path.resolve(dir, p));
const config = { ...base, specs: absolute(base.specs), exclude: absolute(base.exclude) };
if (base.suites) {
  config.suites = Object.fromEntries(Object.entries(base.suites).map(([n, p]) => [n, absolute(p)]));
}
if (base.framework === 'mocha') {
  config.mochaOpts = { ...base.mochaOpts, reporter: path.join(__dirname, 'mocha-reporter.cjs') };
} else {
  config.onPrepare = function () {
    const prepared =
      typeof base.onPrepare === 'function' ? base.onPrepare.call(this)
      : typeof base.onPrepare === 'string' ? require(path.resolve(dir, base.onPrepare))
      : undefined;
    jasmine.getEnv().addReporter(require('./jasmine-reporter.cjs').createReporter());
    return prepared;
  };
}
exports.config = config;
`;
