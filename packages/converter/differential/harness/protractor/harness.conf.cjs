// Wraps one of the suite's own Protractor configurations for a harness run: the fixture server's
// address, absolute spec (and suite) paths, and a reporter that writes one JSON record per test case
// into DIFFERENTIAL_RESULT_DIR — one file per runner process, since with multiCapabilities each
// capability runs in a process of its own. Everything else (capabilities, timeouts, params) is the
// suite's.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global jasmine */
const path = require('node:path');
const { createJasmineReporter } = require('./jasmine-json-reporter.cjs');

const suiteConf = process.env.DIFFERENTIAL_SUITE_CONF;
const resultDir = process.env.DIFFERENTIAL_RESULT_DIR;
const baseUrl = process.env.DIFFERENTIAL_BASE_URL;
if (!suiteConf || !resultDir || !baseUrl) {
  throw new Error(
    'DIFFERENTIAL_SUITE_CONF, DIFFERENTIAL_RESULT_DIR and DIFFERENTIAL_BASE_URL are required',
  );
}
// One file per runner process (and per run of it).
const resultFile = () => path.join(resultDir, `${process.pid}-${Date.now()}.json`);
const base = require(suiteConf).config;
const suiteDir = path.dirname(suiteConf);
const absolute = (patterns) => (patterns || []).map((pattern) => path.resolve(suiteDir, pattern));

const config = {
  ...base,
  baseUrl,
  specs: absolute(base.specs),
  exclude: absolute(base.exclude),
};
if (base.suites) {
  config.suites = Object.fromEntries(
    Object.entries(base.suites).map(([name, patterns]) => [name, absolute([].concat(patterns))]),
  );
}

if (base.framework === 'mocha') {
  config.mochaOpts = {
    ...base.mochaOpts,
    reporter: path.join(__dirname, 'mocha-json-reporter.cjs'),
    reporterOptions: { output: resultFile() },
  };
} else {
  config.onPrepare = function () {
    const prepared = base.onPrepare ? base.onPrepare.call(this) : undefined;
    jasmine.getEnv().addReporter(createJasmineReporter(resultFile()));
    return prepared;
  };
}

exports.config = config;
