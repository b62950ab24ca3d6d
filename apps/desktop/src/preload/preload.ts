import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_METHODS, type BridgeFailure } from '../shared/bridge';

/**
 * The renderer's only door to the app: `window.rewright`, one function per bridge method, each an
 * IPC call. Context isolation keeps this code's world apart from the page's; the page gets plain
 * functions and data, never `ipcRenderer` or any Node API.
 */
const api = Object.fromEntries(
  BRIDGE_METHODS.map((method) => [
    method,
    async (...args: unknown[]) => {
      const answer = (await ipcRenderer.invoke(`rewright:${method}`, ...args)) as {
        result?: unknown;
        error?: BridgeFailure;
      };
      if (answer.error) throw new Error(answer.error.message);
      return answer.result ?? undefined;
    },
  ]),
);

contextBridge.exposeInMainWorld('rewright', api);
