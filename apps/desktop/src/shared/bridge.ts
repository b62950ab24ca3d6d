/**
 * The one declaration of what the renderer may ask of the app. Electron's preload exposes it as
 * `window.rewright` (each method an IPC call to the main process); `rewright app` serves it as a
 * local HTTP API (`POST /api/<method>` with the arguments as a JSON array). Plain data only: no
 * Node object crosses it, so the renderer needs no Node.
 */

import type { ConvertedFile } from '@rewright/converter';
import type { ComparedTest, ComparisonTotals } from '@rewright/workspace';

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

/** The AI provider asked about what the rules leave as TODO; `none` leaves it to the environment. */
export type AiProviderChoice = 'none' | 'openai' | 'anthropic';

/** The AI provider as the settings show it: never the key, only whether one is saved. */
export interface AiSettingsView {
  provider: AiProviderChoice;
  /** '' for the provider's own endpoint (an OpenAI-compatible server: Azure, Ollama, vLLM…). */
  baseUrl: string;
  /** '' for the provider's default model. */
  model: string;
  hasKey: boolean;
  /** Where a saved key is kept, for the user (e.g. `the system keychain`). */
  keyStorage: string;
  /** What the next conversion will do, said plainly: on (with what, from where) or off and why. */
  status: { on: boolean; source: 'settings' | 'environment'; text: string };
}

/**
 * The AI provider settings to save. The key is write-only: absent or '' keeps the saved one,
 * `forgetKey` deletes it.
 */
export interface AiSettingsInput {
  provider: AiProviderChoice;
  baseUrl: string;
  model: string;
  apiKey?: string;
  forgetKey?: boolean;
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
  /** Its test cases converted without a TODO inside them: what converting it costs. */
  credits: number;
}

export interface ProjectScanView {
  root: string;
  files: ScannedFileView[];
  kinds: { kind: string; label: string; files: number; testCases: number }[];
  testCases: number;
  /** Exactly what converting charges: one credit per test case converted without a TODO inside it. */
  credits: number;
  /** Test cases converted with a TODO left inside them: free. */
  freeTestCases: number;
  /** Files named like sources that could not be read, one line each. */
  unread: string[];
}

export interface VerifyView {
  out: string;
  ok: boolean;
  files: { path: string; typeErrors: number; tests: number; loadErrors: string[] }[];
  /** Every test Playwright listed (and, with a base URL, ran). */
  tests: { file: string; line: number; title: string; status?: string; error?: string }[];
  /** Load and type errors not tied to one file. */
  otherErrors: string[];
  run?: { baseUrl: string; passed: number; failed: number; skipped: number };
}

/** One converted test case and what it costs. */
export interface TestCaseCostView {
  path: string;
  name: string;
  line: number;
  charged: boolean;
  /** Why it is free (set when not charged). */
  freeBecause?: string;
}

/** What a conversion costs, shown before the user confirms. */
export interface ConvertQuoteView {
  testCases: TestCaseCostView[];
  credits: number;
  /** Files that will be written. */
  files: number;
}

/**
 * A conversion the app runs (a job, polled with `convertJob`): converting in memory, then
 * `awaiting-confirmation` with the quote until `answerConvert`, then charging, writing, and
 * `done` or `failed`. Nothing is charged or written before the user confirms.
 */
export interface ConvertJobView {
  id: string;
  root: string;
  /** The output folder (never inside the project's sources). */
  out: string;
  state:
    | 'converting'
    | 'awaiting-confirmation'
    | 'charging'
    | 'writing'
    | 'done'
    | 'declined'
    | 'failed';
  /** While converting: the files done; with a base URL, first the app's pages read (`page`). */
  progress?: { done: number; total: number; path: string; page?: true };
  quote?: ConvertQuoteView;
  /** Once done: each file as converted (plain data), for the side-by-side viewer. */
  files?: ConvertedFile[];
  written?: number;
  /** Once done: where the HTML report of the conversion was written (in the output folder). */
  report?: string;
  /** Once done: whether an AI provider was asked, in words (off says why: deterministic only). */
  ai?: string;
  /** Once done, if the report could not be written (the converted files were): why. */
  reportFailure?: string;
  charge?: { credits: number; creditsRemaining: number; replayed: boolean };
  /** Once failed; out of credits says how many are needed and where to buy. */
  failure?: BridgeFailure & { creditsNeeded?: number; creditsRemaining?: number; pricing?: string };
}

/** Whether the project has its legacy runner installed: the behavioural comparison needs it. */
export interface LegacyRunnerView {
  installed: boolean;
  /** E.g. `selenium-webdriver on mocha`; set when installed. */
  label?: string;
  /** Why the comparison cannot run; set when not installed. */
  reason?: string;
}

/** One test of the behavioural comparison (the core's), its title path joined for display. */
export type ComparedTestView = Omit<ComparedTest, 'title'> & { title: string };

/** The original and the converted suite run against the same base URL, paired per test. */
export interface ComparisonView {
  baseUrl: string;
  runnerLabel: string;
  /** The converted suite's verify report (its run against the base URL included). */
  verify: VerifyView;
  tests: ComparedTestView[];
  totals: ComparisonTotals;
  /** Every compared test agrees, and the converted suite type-checks and loads. */
  ok: boolean;
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
    | 'no-legacy-runner'
    | 'legacy-run-failed'
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
  aiSettings(): Promise<AiSettingsView>;
  /** Checks and saves; the key goes to the key store, never back to the renderer. */
  saveAiSettings(settings: AiSettingsInput): Promise<AiSettingsView>;
  /** The native open-folder dialog (Electron only; `rewright app` answers undefined). */
  pickFolder(): Promise<string | undefined>;
  listDirectory(folder: string): Promise<DirectoryListing>;
  scan(root: string): Promise<ProjectScanView>;
  /** A file of the picked project, for the viewer; never a path outside it. */
  readFile(root: string, relativePath: string): Promise<string>;
  /**
   * Starts converting a scanned project into the output folder of the settings. With the base URL
   * of the running app, natural-language steps and AI answers are resolved against it.
   */
  startConvert(root: string, baseUrl?: string): Promise<ConvertJobView>;
  convertJob(id: string): Promise<ConvertJobView>;
  /** The user's answer to the quote: true charges and writes; false ends with nothing done. */
  answerConvert(id: string, confirmed: boolean): Promise<ConvertJobView>;
  /** Type-checks and lists the converted suite; with a base URL, runs it there. */
  verify(out: string, baseUrl?: string): Promise<VerifyView>;
  /** Whether the picked project's own legacy runner is installed (Protractor, selenium-webdriver). */
  legacyRunner(root: string): Promise<LegacyRunnerView>;
  /** Runs the original suite of `root` and the converted one in `out` against `baseUrl`, per test. */
  compare(root: string, out: string, baseUrl: string): Promise<ComparisonView>;
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
  'aiSettings',
  'saveAiSettings',
  'pickFolder',
  'listDirectory',
  'scan',
  'readFile',
  'startConvert',
  'convertJob',
  'answerConvert',
  'verify',
  'legacyRunner',
  'compare',
];

/** The header the renderer of `rewright app` sends its per-launch token in. */
export const APP_TOKEN_HEADER = 'x-rewright-app-token';
