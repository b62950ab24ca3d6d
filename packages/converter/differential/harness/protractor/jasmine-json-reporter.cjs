// A Jasmine 2 custom reporter: one record per spec ({ titlePath, status, error }), written as JSON
// when the run ends. titlePath is the describe titles then the spec title, the key the harness
// uses to pair an original case with its converted twin.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');

function createJasmineReporter(outputFile) {
  const suites = [];
  const cases = [];
  return {
    suiteStarted(result) {
      suites.push(result.description);
    },
    suiteDone() {
      suites.pop();
    },
    specDone(result) {
      const failures = result.failedExpectations || [];
      cases.push({
        titlePath: [...suites, result.description],
        status:
          result.status === 'passed' ? 'passed' : result.status === 'failed' ? 'failed' : 'skipped',
        error: failures.length ? failures.map((f) => f.message).join('\n') : undefined,
      });
    },
    jasmineDone() {
      fs.writeFileSync(outputFile, JSON.stringify({ framework: 'jasmine', cases }, null, 2));
    },
  };
}

module.exports = { createJasmineReporter };
