/**
 * The one declaration of what the renderer may ask of the app. Electron's preload exposes it as
 * `window.rewright` (each method an IPC call to the main process); `rewright app` serves it as a
 * local HTTP API (`POST /api/<method>` with the arguments as a JSON array). Plain data only: no
 * Node object crosses it, so the renderer needs no Node.
 */

export interface SessionState {
  signedIn: boolean;
  /** The server the app talks to. */
  server: string;
  user?: { username: string; email: string };
}

export interface CreditsState {
  pack: string;
  total: number;
  used: number;
  remaining: number;
  /** The website's payments page, to buy more. */
  buyUrl: string;
}

export interface AppSettings {
  /** The Rewright server (origin). */
  server: string;
  /** Where converted suites are written; empty: `<project>-playwright` beside the project. */
  outputFolder: string;
}

export interface DirectoryEntry {
  name: string;
  path: string;
}

export interface DirectoryListing {
  /** Absolute, as the user typed it after `..` and `~` are resolved. */
  path: string;
  /** The folder above; absent at the file-system root. */
  parent?: string;
  /** Sub-folders only (sorted, dot-folders left out): a project is a folder. */
  folders: DirectoryEntry[];
}

export interface ScannedFileView {
  path: string;
  kind: string;
  kindLabel: string;
  role: string;
  testCases: number;
}

export interface ProjectScanView {
  root: string;
  files: ScannedFileView[];
  kinds: { kind: string; label: string; files: number; testCases: number }[];
  testCases: number;
  credits: number;
  /** Files named like sources that could not be read, one line each. */
  unread: string[];
}

export interface VerifyView {
  out: string;
  ok: boolean;
  files: { path: string; typeErrors: number; tests: number; loadErrors: string[] }[];
}

/** Why a call failed, in words for the user; `kind` tells the renderer what to offer. */
export interface BridgeFailure {
  kind:
    | 'not-signed-in'
    | 'unreachable'
    | 'sign-in-failed'
    | 'unreadable-input'
    | 'credentials'
    | 'out-of-credits'
    | 'not-confirmed'
    | 'write-failed-after-charge'
    | 'bad-input'
    | 'internal';
  message: string;
}

export interface DesktopApi {
  version(): Promise<string>;
  session(): Promise<SessionState>;
  /** Opens the system browser on the identity provider; resolves once signed in. */
  signIn(): Promise<SessionState>;
  signOut(): Promise<SessionState>;
  credits(): Promise<CreditsState>;
  settings(): Promise<AppSettings>;
  saveSettings(settings: AppSettings): Promise<AppSettings>;
  /** The native open-folder dialog (Electron only; `rewright app` answers undefined). */
  pickFolder(): Promise<string | undefined>;
  listDirectory(folder: string): Promise<DirectoryListing>;
  scan(root: string): Promise<ProjectScanView>;
  /** A file of the picked project, for the viewer; never a path outside it. */
  readFile(root: string, relativePath: string): Promise<string>;
  verify(out: string): Promise<VerifyView>;
}

export type BridgeMethod = keyof DesktopApi;

/** Every method, so the HTTP API and the preload can refuse anything else. */
export const BRIDGE_METHODS: readonly BridgeMethod[] = [
  'version',
  'session',
  'signIn',
  'signOut',
  'credits',
  'settings',
  'saveSettings',
  'pickFolder',
  'listDirectory',
  'scan',
  'readFile',
  'verify',
];

/** The header the renderer of `rewright app` sends its per-launch token in. */
export const APP_TOKEN_HEADER = 'x-rewright-app-token';
