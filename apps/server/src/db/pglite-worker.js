// The embedded database's own thread (see pglite-thread.ts, which starts it and speaks to it).
// PGlite runs PostgreSQL compiled to WebAssembly synchronously: on the server's event loop every
// query stalled every request. Here it blocks only this thread.
//
// Plain JavaScript on purpose: a worker thread is a fresh Node.js instance, which loads this file
// without the TypeScript loader the server or Vitest runs under.
//
// Messages in:  { id, op: 'query', sql, params, rowMode, rawTypes, tx? } | { id, op: 'exec', sql, tx? }
//               { id, op: 'begin' } | { id, op: 'commit' | 'rollback', tx } | { id, op: 'close' }
//               { id, op: 'listen', channel }
// Messages out: { ready: true } | { failed: error } once, then { id, result } | { id, error }
//               and { notification: { channel, payload } } for each NOTIFY on a listened channel.
//
// A NOTIFY reaches the main thread before the reply to the statement that committed it: PGlite
// calls listeners (in microtasks) while it parses that statement's protocol messages, before its
// promise settles, and messages on one port arrive in the order they were posted. The dashboard
// cache relies on this to evict before a write's caller sees it finish.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {import('@electric-sql/pglite').PGlite} */
let db;
try {
  db = new PGlite({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    ...(workerData.template ? { loadDataDir: new Blob([workerData.template]) } : {}),
  });
  await db.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: serializeError(error) });
  process.exit(1);
}

/**
 * Open transactions by id. PGlite's transaction() holds its connection until the callback
 * settles, so queries outside the transaction wait, exactly as on the main thread before.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => Promise<void> }>}
 */
const transactions = new Map();
let nextTransaction = 1;
const rollbackRequested = Symbol('rollback');

parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ id: message.id, result: await handle(message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: serializeError(error) });
  }
});

async function handle(message) {
  switch (message.op) {
    case 'query': {
      // Types the caller parses itself come back as PostgreSQL's text (parsers are functions,
      // which cannot cross threads).
      const parsers = Object.fromEntries(message.rawTypes.map((type) => [type, (text) => text]));
      const options = { rowMode: message.rowMode, parsers };
      return client(message.tx).query(message.sql, message.params, options);
    }
    case 'exec':
      return client(message.tx).exec(message.sql);
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`No open transaction ${message.tx}`);
      transactions.delete(message.tx);
      await open.end(message.op === 'commit');
      return null;
    }
    case 'listen':
      await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ notification: { channel: message.channel, payload } }),
      );
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

function client(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.tx;
}

/** Starts a transaction and answers its id once PGlite has begun it. */
function begin() {
  const id = nextTransaction++;
  return new Promise((started, failedToStart) => {
    let isStarted = false;
    let finish;
    const finished = new Promise((resolve, reject) => (finish = { resolve, reject }));
    const outcome = db.transaction(async (tx) => {
      isStarted = true;
      transactions.set(id, {
        tx,
        end: async (commit) => {
          if (commit) finish.resolve();
          else finish.reject(rollbackRequested);
          // A failed COMMIT (or anything else PGlite raises) reaches the caller.
          await outcome.catch((error) => {
            if (error !== rollbackRequested) throw error;
          });
        },
      });
      started(id);
      return finished;
    });
    // Once started, the outcome is reported through end().
    outcome.catch((error) => {
      if (!isStarted) failedToStart(error);
    });
  });
}

/** PGlite's DatabaseError carries code, constraint, detail…; a structured clone keeps only the message. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null && key !== 'params') continue;
    fields[key] = value;
  }
  return fields;
}
