// Tests only: runs a built dist/electron/main.mjs under plain Node with a fake Electron, then calls
// its IPC bridge as the renderer would: scan each project, convert it (confirming the quote) and
// print one JSON document with what the bridge answered.
//   node run-main-bundle.mjs <main.mjs> <project>...
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./electron-hooks.mjs', import.meta.url);
const [bundle, ...projects] = process.argv.slice(2);
await import(pathToFileURL(bundle).href);
const { handlers } = await import('electron');
// main.mjs serves the bridge once `app.whenReady()` resolves.
for (let tries = 0; !handlers.has('rewright:scan') && tries < 100; tries++) {
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const call = async (method, ...args) => {
  const answer = await handlers.get(`rewright:${method}`)({}, ...args);
  if (answer.error) throw new Error(`${method}: ${answer.error.kind}: ${answer.error.message}`);
  return answer.result;
};
const waitFor = async (id, states) => {
  for (;;) {
    const job = await call('convertJob', id);
    if (states.includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const results = [];
for (const project of projects) {
  const scan = await call('scan', project);
  const started = await call('startConvert', project);
  const quoted = await waitFor(started.id, ['awaiting-confirmation', 'failed']);
  if (quoted.state === 'failed') throw new Error(`convert: ${JSON.stringify(quoted.failure)}`);
  await call('answerConvert', started.id, true);
  const done = await waitFor(started.id, ['done', 'failed']);
  results.push({ scan, job: done });
}
process.stdout.write(JSON.stringify(results));
