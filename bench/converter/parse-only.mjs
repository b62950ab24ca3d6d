// The bare baseline of the converter scale bench: a process that reads one file and parses it
// with TypeScript, as the engine's first step does, and nothing else. Measured in the same run as
// the conversion of the same file, its time says how fast the machine is that day: the
// conversion's ratio to it can be compared across days when the machine's own speed is not.
//   node bench/converter/parse-only.mjs <file>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../packages/converter/package.json', import.meta.url));
const ts = require('typescript');
const file = process.argv[2];
const source = readFileSync(file, 'utf8');
const tree = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
process.stdout.write(`${tree.statements.length} statements\n`);
