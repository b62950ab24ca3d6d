import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, safeStorage, shell } from 'electron';
import { loadScanEngine } from '@rewright/workspace';
import { createAiSettingsStore } from '../service/ai-settings-store';
import { createSettingsStore } from '../service/app-settings';
import { createDesktopService } from '../service/desktop-service';
import { installAppMenu } from './app-menu';
import { serveBridge } from './ipc-bridge';
import { createSafeStorageSecretStore } from './safe-storage-secret-store';
import { createSafeStorageTokenStore } from './safe-storage-token-store';

/**
 * The Electron main process, kept thin: one window, the native menu, the folder dialog, the
 * keychain, the system browser for sign-in. Everything else is the workspace core behind the
 * bridge (`../service/desktop-service.ts`), the same one `rewright app` serves over HTTP.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const RENDERER = path.join(here, '..', 'renderer', 'index.html');
const PRELOAD = path.join(here, 'preload.cjs');

if (!app.requestSingleInstanceLock()) app.quit();

let window: BrowserWindow | undefined;

function openSystemBrowser(url: string): Promise<void> {
  // Only web addresses leave the app (RFC 8252: sign-in in the system browser, never a web view).
  if (!/^https?:\/\//.test(url)) return Promise.reject(new Error(`not a web address: ${url}`));
  return shell.openExternal(url);
}

function createWindow(): BrowserWindow {
  const created = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 800,
    minHeight: 560,
    title: 'Rewright',
    show: false,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
    },
  });
  // The renderer never navigates away nor opens windows: links go to the system browser.
  created.webContents.on('will-navigate', (event) => event.preventDefault());
  created.webContents.setWindowOpenHandler(({ url }) => {
    void openSystemBrowser(url).catch(() => undefined);
    return { action: 'deny' };
  });
  created.once('ready-to-show', () => created.show());
  void created.loadFile(RENDERER);
  return created;
}

void app.whenReady().then(() => {
  const dataFolder = app.getPath('userData');
  const settings = createSettingsStore(dataFolder, process.env);
  app.setAboutPanelOptions({ applicationName: 'Rewright', applicationVersion: app.getVersion() });
  serveBridge(
    createDesktopService({
      store: createSafeStorageTokenStore(safeStorage, dataFolder),
      settings,
      // The AI provider's key, like the session: encrypted with the keychain's key.
      aiSettings: createAiSettingsStore(
        dataFolder,
        createSafeStorageSecretStore(safeStorage, dataFolder),
      ),
      env: process.env,
      openBrowser: openSystemBrowser,
      loadScanEngine,
      version: app.getVersion(),
      pickFolder: async () => {
        const picked = await dialog.showOpenDialog(window, {
          title: 'Open a test project',
          properties: ['openDirectory'],
        });
        return picked.canceled ? undefined : picked.filePaths[0];
      },
    }),
    (error) => console.error('rewright: internal error', error),
  );
  installAppMenu({
    isMac: process.platform === 'darwin',
    documentationUrl: async () => `${(await settings.read()).server}/documentation`,
  });
  window = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) window = createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
