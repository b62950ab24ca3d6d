/**
 * Command line: `npx tsx packages/converter/differential/harness/natural-language/main.ts`. Converts
 * the natural-language cases with --base-url, runs them on the good and broken app, prints which
 * failed where; exits 1 unless every case passes on good and the broken app fails exactly the
 * recorded ones.
 */
import { isSound, naturalLanguageOutputRoot, runNaturalLanguageLeg } from './run-natural-language';

const result = await runNaturalLanguageLeg((line) => console.log(line));
console.log(`\nnot passing on good (${result.notPassingOnGood.length}):`);
for (const key of result.notPassingOnGood) console.log(`  ${key}`);
console.log(`failing on broken (${result.failingOnBroken.length}):`);
for (const key of result.failingOnBroken) console.log(`  ${key}`);
console.log(`\nresult: ${naturalLanguageOutputRoot}/result.json`);
process.exit(isSound(result) ? 0 : 1);
