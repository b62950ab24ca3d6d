/**
 * The few Electron APIs the main process and the preload use, declared here because Electron
 * cannot be installed in the environment this was written in (its binary download is blocked).
 * Once `electron` is a devDependency, delete this file: its own types take over unchanged.
 */
declare module 'electron' {
  interface WebContents {
    send(channel: string, ...args: unknown[]): void;
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
    on(
      event: 'will-navigate',
      listener: (event: { preventDefault(): void }, url: string) => void,
    ): void;
  }
  interface BrowserWindowOptions {
    width?: number;
    height?: number;
    minWidth?: number;
    minHeight?: number;
    title?: string;
    show?: boolean;
    webPreferences?: {
      preload?: string;
      contextIsolation?: boolean;
      nodeIntegration?: boolean;
      sandbox?: boolean;
      webSecurity?: boolean;
    };
  }
  export class BrowserWindow {
    constructor(options?: BrowserWindowOptions);
    readonly webContents: WebContents;
    loadFile(file: string): Promise<void>;
    once(event: 'ready-to-show', listener: () => void): void;
    show(): void;
    static getAllWindows(): BrowserWindow[];
  }
  export interface MenuItemConstructorOptions {
    label?: string;
    role?: string;
    type?: 'separator' | 'normal' | 'submenu';
    accelerator?: string;
    click?: () => void;
    submenu?: MenuItemConstructorOptions[];
  }
  export const Menu: {
    buildFromTemplate(template: MenuItemConstructorOptions[]): unknown;
    setApplicationMenu(menu: unknown): void;
  };
  export const app: {
    readonly name: string;
    getPath(name: 'userData' | 'home'): string;
    getVersion(): string;
    whenReady(): Promise<void>;
    on(event: 'window-all-closed' | 'activate', listener: () => void): void;
    quit(): void;
    requestSingleInstanceLock(): boolean;
    setAboutPanelOptions(options: { applicationName?: string; applicationVersion?: string }): void;
  };
  export const dialog: {
    showOpenDialog(
      window: BrowserWindow | undefined,
      options: { title?: string; properties: ('openDirectory' | 'createDirectory')[] },
    ): Promise<{ canceled: boolean; filePaths: string[] }>;
  };
  export const shell: { openExternal(url: string): Promise<void> };
  export const ipcMain: {
    handle(
      channel: string,
      listener: (event: unknown, ...args: unknown[]) => Promise<unknown>,
    ): void;
  };
  export const safeStorage: {
    isEncryptionAvailable(): boolean;
    encryptString(plainText: string): Buffer;
    decryptString(encrypted: Buffer): string;
  };
  export const contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  export const ipcRenderer: { invoke(channel: string, ...args: unknown[]): Promise<unknown> };
}
