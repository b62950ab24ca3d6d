#!/usr/bin/env node
// The CLI and the converter are TypeScript sources with no build step: tsx compiles them on import.
// Our own tsconfig is named so that the user's (found from the working folder) cannot change how
// rewright itself is compiled.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { runFromProcess } = await import('../src/main.ts');
await runFromProcess();
