import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Embedded PGlite on its own thread (pglite-worker.js), behind the part of PGlite's interface
 * Drizzle uses: `query`, `exec`, `transaction`, `close`. PGlite executes PostgreSQL synchronously
 * in WebAssembly; on the server's event loop each query stopped every other request (issue 10:
 * 389 dashboard requests/s, p99 1.9 s). Transactions keep PGlite's guarantee: while one is open,
 * every other query waits for it (PGlite has one connection and holds it for the transaction).
 */
export interface PgliteThreadClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  readonly closed: boolean;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotification` receives each payload, before the reply to the statement
   * that committed it (see pglite-worker.js).
   */
  listen(channel: string, onNotification: (payload: string) => void): Promise<void>;
  /** Called once if the thread stops: no notification arrives after that. */
  onStopped(callback: (error: Error) => void): void;
}

export type PgliteThreadTransaction = Pick<PgliteThreadClient, 'query' | 'exec'> & {
  /** Ends the transaction now, undoing it (PGlite's `tx.rollback()`). */
  rollback(): Promise<void>;
  readonly closed: boolean;
};

const workerUrl = new URL('./pglite-worker.js', import.meta.url);

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
    }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

type Reply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notification: { channel: string; payload: string } };

/** Starts the thread and resolves once PGlite is open (in `dataDir`, or in memory). */
/**
 * `template`: a data folder dumped by PGlite (`dumpDataDir`, a tarball) to start from instead of a
 * new cluster; starting from one skips PostgreSQL's initdb, most of a start's cost. Its buffer is
 * moved to the thread: the caller cannot use it afterwards.
 */
export async function openPgliteThread(
  dataDir: string | undefined,
  template?: Uint8Array,
): Promise<PgliteThreadClient> {
  const worker = new Worker(workerUrl, {
    workerData: { dataDir, template },
    // Moved, not copied: a migrated cluster is tens of megabytes.
    ...(template ? { transferList: [template.buffer as ArrayBuffer] } : {}),
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closed = false;
  let failure: Error | undefined;
  const listeners = new Map<string, (payload: string) => void>();
  const stoppedCallbacks: ((error: Error) => void)[] = [];

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready?: true; failed?: Record<string, unknown> }) =>
      message.ready ? resolve() : reject(toError(message.failed ?? {})),
    );
    worker.once('error', reject);
  });

  worker.on('message', (reply: Reply) => {
    if ('notification' in reply) {
      listeners.get(reply.notification.channel)?.(reply.notification.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // The thread keeps the process alive only while a query is in flight.
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting.reject(toError(reply.error));
    else waiting.resolve(reply.result);
  });
  const failAll = (error: Error) => {
    // A stop asked for by close() is no loss to report.
    if (!failure && !closed) for (const callback of stoppedCallbacks) callback(error);
    failure = error;
    closed = true;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) =>
    failAll(new Error(`The embedded database thread stopped (exit code ${code}).`)),
  );
  worker.unref();

  const send = (request: Request & { tx?: number }): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  const runner = (tx?: number) => ({
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const parsers = options.parsers ?? {};
      const rawTypes = Object.keys(parsers).map(Number);
      const results = (await send({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode,
        rawTypes,
        tx,
      })) as Results<T>;
      return rawTypes.length === 0 ? results : applyParsers(results, parsers);
    },
    exec: (sql: string) => send({ op: 'exec', sql, tx }) as Promise<Results[]>,
  });

  return {
    ...runner(),
    async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>) {
      const tx = (await send({ op: 'begin' })) as number;
      let ended = false;
      const end = async (op: 'commit' | 'rollback') => {
        if (ended) return;
        ended = true;
        await send({ op, tx });
      };
      const transaction: PgliteThreadTransaction = {
        ...runner(tx),
        rollback: () => end('rollback'),
        get closed() {
          return ended;
        },
      };
      let result: T;
      try {
        result = await callback(transaction);
      } catch (error) {
        await end('rollback').catch(() => {});
        throw error;
      }
      await end('commit');
      return result;
    },
    get closed() {
      return closed;
    },
    async listen(channel, onNotification) {
      listeners.set(channel, onNotification);
      try {
        await send({ op: 'listen', channel });
      } catch (error) {
        listeners.delete(channel);
        throw error;
      }
    },
    onStopped(callback) {
      stoppedCallbacks.push(callback);
    },
    async close() {
      if (closed) return;
      await send({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}

/** The caller's parsers on the columns the thread left as PostgreSQL text. */
function applyParsers<T>(results: Results<T>, parsers: NonNullable<QueryOptions['parsers']>) {
  const columns = results.fields.flatMap((field, index) => {
    const parse: ((text: string, type: number) => unknown) | undefined = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = Array.isArray(row) ? column.index : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse(value, column.type);
    }
  }
  return results;
}

/** An Error with PostgreSQL's fields (code, constraint, detail…) as PGlite raised it. */
function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'Embedded database error'));
  Object.assign(error, fields);
  return error;
}
