import postgres from 'postgres';
import type { PgliteThreadClient } from './pglite-thread';

/** What a LISTEN on one channel reports. */
export interface NotificationHandlers {
  /** One NOTIFY payload. */
  notification(payload: string): void;
  /**
   * LISTEN is in effect: first, and again after a reconnect. Notifications sent while it was not
   * are lost, so anything derived from them must be thrown away here.
   */
  listening(): void;
  /** The listening connection is gone: notifications are being missed until `listening` again. */
  lost(error: Error): void;
}

export interface Subscription {
  /** True between `listening` and `lost`. */
  readonly active: boolean;
  close(): Promise<void>;
}

/**
 * LISTEN through the embedded database's thread. It has no connection to lose: the subscription
 * is lost only when the thread stops, and then every query fails too.
 */
export function listenPglite(
  client: PgliteThreadClient,
  channel: string,
  handlers: NotificationHandlers,
): Subscription {
  let active = false;
  let closed = false;
  client.onStopped((error) => {
    if (!active) return;
    active = false;
    handlers.lost(error);
  });
  client
    .listen(channel, (payload) => closed || handlers.notification(payload))
    .then(
      () => {
        if (closed || client.closed) return;
        active = true;
        handlers.listening();
      },
      (error: unknown) => closed || handlers.lost(toError(error)),
    );
  return {
    get active() {
      return active;
    },
    close: async () => {
      closed = true;
      active = false;
    },
  };
}

const retryDelaysMs = [100, 500, 1_000, 5_000];

/**
 * LISTEN on PostgreSQL over a connection of its own (postgres.js's `sql.listen` reconnects by
 * itself but never says that it lost the connection, and what was notified meanwhile is gone).
 * On a drop: `lost`, then reconnect with backoff until LISTEN is in effect again: `listening`.
 */
export function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  applicationName: string,
): Subscription {
  let active = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  // `onnotify` is an option postgres.js reads (what its own `listen` uses) but does not declare.
  const options: postgres.Options<Record<string, never>> & {
    onnotify(name: string, payload: string): void;
  } = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: applicationName },
    onnotify: (name, payload) => {
      if (name === channel && !closed) handlers.notification(payload);
    },
    onclose: () => {
      if (closed) return;
      if (active) {
        active = false;
        handlers.lost(new Error('The connection listening for database notifications closed.'));
      }
      scheduleListen();
    },
  };
  const sql = postgres(url, options);
  const listen = async () => {
    retry = undefined;
    if (closed) return;
    try {
      await sql.unsafe(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      // A failed connect also closes the connection (onclose schedules the next try); a failed
      // LISTEN on an open one does not.
      if (!closed) handlers.lost(toError(error));
      scheduleListen();
      return;
    }
    if (closed) return;
    attempt = 0;
    active = true;
    handlers.listening();
  };
  const scheduleListen = () => {
    if (closed || retry) return;
    const delay = retryDelaysMs[Math.min(attempt++, retryDelaysMs.length - 1)]!;
    retry = setTimeout(() => void listen(), delay);
    retry.unref();
  };
  void listen();
  return {
    get active() {
      return active;
    },
    close: async () => {
      closed = true;
      active = false;
      clearTimeout(retry);
      await sql.end({ timeout: 5 });
    },
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
