import { ipcMain } from 'electron';
import { describeFailure } from '../local-api/local-api';
import { checkArguments } from '../local-api/bridge-arguments';
import { BRIDGE_METHODS, type DesktopApi } from '../shared/bridge';

/** The IPC channel of a bridge method; the preload uses the same names. */
export const channelOf = (method: string) => `rewright:${method}`;

/**
 * Serves the bridge to the renderer over IPC: each method on its own channel, arguments checked
 * as the local API checks them, answered as `{ result }` or `{ error }` (an Error thrown across
 * IPC would lose its kind).
 */
export function serveBridge(service: DesktopApi, onInternalError: (error: unknown) => void): void {
  for (const method of BRIDGE_METHODS) {
    ipcMain.handle(channelOf(method), async (_event, ...args) => {
      const wrong = checkArguments(method, args);
      if (wrong !== undefined) return { error: { kind: 'bad-input', message: wrong } };
      try {
        const call = service[method] as (...values: unknown[]) => Promise<unknown>;
        return { result: (await call(...args)) ?? null };
      } catch (error) {
        const failure = describeFailure(error);
        if (failure.kind === 'internal') onInternalError(error);
        return { error: failure };
      }
    });
  }
}
