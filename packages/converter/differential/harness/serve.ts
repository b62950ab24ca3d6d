/**
 * Serve the fixture apps by hand: `npx tsx packages/converter/differential/harness/serve.ts
 * [--broken] [--port 18400]`. Prints the address and runs until Ctrl-C.
 */
import { startFixtureServer } from './fixture-server';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 18400;
const server = await startFixtureServer({ broken: args.includes('--broken'), port });
console.log(`fixture apps (${server.broken ? 'broken' : 'good'}) at ${server.url}`);
console.log(`  ${server.url}angular/index.html   ${server.url}plain/index.html`);
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
