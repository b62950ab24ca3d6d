// Mocha settings of the selenium-webdriver 4 suite: CommonJS, ES modules and TypeScript specs
// (compiled on the fly by tsx).
module.exports = {
  spec: ['test/**/*.spec.{js,mjs,ts}'],
  extension: ['js', 'mjs', 'ts'],
  require: ['tsx/cjs'],
  timeout: 30000,
  exit: true,
};
