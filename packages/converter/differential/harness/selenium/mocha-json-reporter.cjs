// A Mocha reporter for the Selenium suite (Mocha 7 and Mocha 11 alike): one record per test
// ({ titlePath, file, status, error }) written as JSON when the run ends, plus one line per test
// on stdout. The output file comes from `--reporter-option output=<file>`.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');

function MochaJsonReporter(runner, options) {
  const reporterOptions = (options && (options.reporterOption || options.reporterOptions)) || {};
  const cases = [];
  const record = (test, status, error) => {
    cases.push({ titlePath: test.titlePath(), file: test.file, status, error });
    console.log(
      `${status === 'passed' ? 'ok  ' : status === 'failed' ? 'FAIL' : 'skip'} ${test.fullTitle()}`,
    );
    if (error) console.log(`     ${String(error).split('\n').slice(0, 3).join('\n     ')}`);
  };
  runner.on('pass', (test) => record(test, 'passed'));
  // A failing hook reports the hook: its tests have no record and count as missing.
  runner.on('fail', (test, error) => record(test, 'failed', error && error.message));
  runner.on('pending', (test) => record(test, 'skipped'));
  runner.once('end', () => {
    if (reporterOptions.output) {
      fs.writeFileSync(
        reporterOptions.output,
        JSON.stringify({ framework: 'mocha', cases }, null, 2),
      );
    }
  });
}

module.exports = MochaJsonReporter;
