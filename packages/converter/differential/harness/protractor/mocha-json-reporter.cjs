// A Mocha reporter: one record per test ({ titlePath, file, status, error }) written as JSON when
// the run ends, plus one line per test on stdout. It extends Mocha's Base reporter because
// Protractor's Mocha adapter reads `test.err`, which only Base sets.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const Mocha = require('mocha');

function MochaJsonReporter(runner, options) {
  Mocha.reporters.Base.call(this, runner, options);
  const output = options.reporterOptions && options.reporterOptions.output;
  const cases = [];
  const record = (test, status, error) => {
    cases.push({ titlePath: test.titlePath(), file: test.file, status, error });
    console.log(`${status === 'passed' ? 'ok  ' : 'FAIL'} ${test.fullTitle()}`);
  };
  runner.on('pass', (test) => record(test, 'passed'));
  runner.on('fail', (test, error) => {
    // A failing hook reports the hook; its tests count as failed under the hook's title path.
    record(test, 'failed', error && error.message);
  });
  runner.on('pending', (test) => record(test, 'skipped'));
  runner.once('end', () => {
    if (output) fs.writeFileSync(output, JSON.stringify({ framework: 'mocha', cases }, null, 2));
  });
}

module.exports = MochaJsonReporter;
