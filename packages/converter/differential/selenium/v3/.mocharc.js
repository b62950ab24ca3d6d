// Mocha settings of the WebDriverJS 3 suite. Starting Chrome takes a few seconds on a busy
// machine, hence the generous timeout; every wait inside a test is bounded on its own.
module.exports = {
  spec: ['test/**/*.spec.js'],
  timeout: 30000,
  exit: true,
};
