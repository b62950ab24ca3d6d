// The Jasmine reporter of the Protractor leg, as the constructor `jasmine --reporter=<file>`
// expects; it writes to DIFFERENTIAL_RESULT_FILE.
/* eslint-disable @typescript-eslint/no-require-imports */
const { createJasmineReporter } = require('../protractor/jasmine-json-reporter.cjs');

function JasmineJsonReporter() {
  return createJasmineReporter(process.env.DIFFERENTIAL_RESULT_FILE);
}

module.exports = JasmineJsonReporter;
