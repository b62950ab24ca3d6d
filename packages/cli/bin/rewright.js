#!/usr/bin/env node
// The CLI and the converter are TypeScript sources with no build step: tsx compiles them on import.
import { register } from 'tsx/esm/api';

register();
const { runFromProcess } = await import('../src/main.ts');
await runFromProcess();
