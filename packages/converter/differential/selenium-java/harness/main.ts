/**
 * Command line: `npx tsx packages/converter/differential/selenium-java/harness/main.ts`. Converts
 * the Java suite, runs the conversion on the good and broken app (or reads the recorded runs),
 * prints every case whose outcome is not the one written beside its test method; exits 1 unless
 * all match.
 */
import { isSound, runSeleniumJavaLeg, seleniumJavaOutputRoot } from './run-selenium-java';

const result = await runSeleniumJavaLeg((line) => console.log(line));
console.log(`\n${result.methods.length} test methods, ${result.good.cases.length} cases`);
for (const name of result.methodsWithoutCases) console.log(`  no converted case: ${name}`);
for (const key of result.casesWithoutMethod) console.log(`  no expected outcome: ${key}`);
console.log(`outcomes not as recorded (${result.mismatches.length}):`);
for (const m of result.mismatches) {
  console.log(`  ${m.app}: ${m.key}: expected ${m.expected}, got ${m.actual}`);
}
console.log(`\nresult: ${seleniumJavaOutputRoot}/result.json`);
process.exit(isSound(result) ? 0 : 1);
