// Tests only: the Electron APIs main.mjs calls, enough to run the bundled main process under plain
// Node (Electron cannot be launched here). IPC handlers are kept for the runner to call, as the
// preload would; no window is shown; nothing is stored in a keychain (the run signs in with
// REWRIGHT_TOKEN).
export const handlers = new Map();

export const ipcMain = { handle: (channel, handler) => handlers.set(channel, handler) };

export const app = {
  requestSingleInstanceLock: () => true,
  quit: () => undefined,
  whenReady: () => Promise.resolve(),
  getPath: () => process.env.FAKE_ELECTRON_USER_DATA,
  getVersion: () => '1.0.0',
  setAboutPanelOptions: () => undefined,
  on: () => undefined,
};

export class BrowserWindow {
  static getAllWindows = () => [];
  webContents = { on: () => undefined, setWindowOpenHandler: () => undefined };
  once() {}
  loadFile() {
    return Promise.resolve();
  }
}

export const dialog = { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) };
export const shell = { openExternal: async () => undefined };
export const safeStorage = {
  isEncryptionAvailable: () => false,
  encryptString: () => {
    throw new Error('no keychain');
  },
  decryptString: () => {
    throw new Error('no keychain');
  },
};
export const Menu = { setApplicationMenu: () => undefined, buildFromTemplate: (t) => t };
