import os from 'node:os';
import path from 'node:path';
import { kindEntry } from '@rewright/converter/kinds';
import {
  buyCreditsUrl,
  compareSuites,
  describeRunner,
  detectLegacyRunner,
  isInside,
  LegacyRunnerError,
  WorkspaceError,
  type VerifyReport,
  getAccount,
  getCredentials,
  getCredits,
  resolveIdentity,
  scanProject,
  signIn,
  signOut,
  verifyOutput,
  type OpenBrowser,
  type ScanEngine,
  type TokenStore,
} from '@rewright/workspace';
import type { AiSettingsView, DesktopApi, SessionState, VerifyView } from '../shared/bridge';
import {
  createAiSettingsStore,
  createFileSecretStore,
  type AiSettingsStore,
} from './ai-settings-store';
import { describeAiStatus } from './ai-status';
import { SettingsError, type SettingsStore } from './app-settings';
import { createConvertJobs } from './convert-jobs';
import { listDirectory } from './directory-listing';
import { readProjectFile } from './project-file';

export interface DesktopServiceOptions {
  store: TokenStore;
  settings: SettingsStore;
  /** The AI provider's settings and key; default: the key in a 0600 file of the settings folder. */
  aiSettings?: AiSettingsStore;
  env: NodeJS.ProcessEnv;
  openBrowser: OpenBrowser;
  loadScanEngine: () => Promise<ScanEngine>;
  version: string;
  /** The native folder dialog (Electron); absent in `rewright app`. */
  pickFolder?: () => Promise<string | undefined>;
  homeDir?: string;
}

/**
 * The bridge's methods over the workspace core, in plain Node: Electron's main process and the
 * local API of `rewright app` both serve this one object. Errors are thrown as they come
 * (`WorkspaceError` and friends); the transport turns them into a `BridgeFailure`.
 */
export function createDesktopService(options: DesktopServiceOptions): DesktopApi {
  const { store, settings, env } = options;
  const ai =
    options.aiSettings ??
    createAiSettingsStore(settings.folder, createFileSecretStore(settings.folder));
  const home = options.homeDir ?? os.homedir();
  // Projects the user picked and scanned in this run: the viewer reads files of these only.
  const picked = new Set<string>();

  async function credentials() {
    const { server } = await settings.read();
    return getCredentials({ store, server, defaultServer: server, env });
  }

  const conversions = createConvertJobs({
    loadEngine: options.loadScanEngine,
    credentials,
    outputFolder: async () => (await settings.read()).outputFolder,
    ai: async () => (await ai.resolve(env)).outcome,
  });

  async function aiSettingsView(): Promise<AiSettingsView> {
    const [saved, resolved] = await Promise.all([ai.read(), ai.resolve(env)]);
    return { ...saved, keyStorage: ai.keyStorage, status: describeAiStatus(resolved) };
  }

  async function session(): Promise<SessionState> {
    const { server } = await settings.read();
    const stored = await store.read();
    if (!stored || stored.server !== server) return { signedIn: false, server };
    return {
      signedIn: true,
      server,
      user: { username: stored.user.username, email: stored.user.email },
    };
  }

  return {
    version: async () => options.version,
    session,
    async signIn() {
      const { server } = await settings.read();
      const identity = await resolveIdentity(server, env);
      const signedIn = await signIn({ server, identity, store, openBrowser: options.openBrowser });
      // A first sign-in from the app registers the account (+25 free credits), as the CLI does.
      await getAccount({ server, accessToken: signedIn.accessToken, source: 'stored' });
      return session();
    },
    async signOut() {
      await signOut(store);
      return session();
    },
    async credits() {
      const given = await credentials();
      const stats = await getCredits(given);
      const used = Math.abs(stats.credits_used);
      return {
        pack: stats.current_plan,
        total: stats.total_credits,
        used,
        remaining: stats.total_credits - used,
        buyUrl: buyCreditsUrl(given.server),
      };
    },
    settings: () => settings.read(),
    async saveSettings(next) {
      // Converted files never go into the sources: refused here for a project opened in this
      // run, and again when converting (convert-jobs), whichever project it is.
      const folder = String(next.outputFolder ?? '').trim();
      const inside = [...picked].find(
        (root) =>
          path.isAbsolute(folder) && (isInside(folder, root) || path.resolve(folder) === root),
      );
      if (inside) {
        throw new SettingsError(
          `The output folder ${folder} is inside the project ${inside}: converted files never go into the sources. Choose a folder outside it.`,
        );
      }
      return settings.write(next);
    },
    aiSettings: aiSettingsView,
    async saveAiSettings(next) {
      await ai.write(next);
      return aiSettingsView();
    },
    pickFolder: async () => options.pickFolder?.(),
    listDirectory: (folder) => listDirectory(folder, home),
    async scan(root) {
      const scan = await scanProject(root, { engine: options.loadScanEngine });
      picked.add(scan.root);
      return {
        root: scan.root,
        files: scan.files.map((file) => ({
          ...file,
          kindLabel: kindEntry(file.kind).label,
        })),
        kinds: scan.kinds,
        testCases: scan.testCases,
        credits: scan.credits,
        freeTestCases: scan.freeTestCases,
        unread: scan.unread.map((item) => `${item.path}: ${item.message}`),
      };
    },
    readFile: (root, relativePath) => readProjectFile(picked, root, relativePath),
    startConvert: (root, baseUrl) => conversions.start(root, baseUrl ?? undefined),
    convertJob: (id) => conversions.get(id),
    answerConvert: (id, confirmed) => conversions.answer(id, confirmed),
    async verify(out, baseUrl) {
      const report = await verifyOutput(out, {
        ...(baseUrl ? { baseUrl: checkedBaseUrl(baseUrl) } : {}),
        env,
      });
      return verifyViewOf(report);
    },
    async legacyRunner(root) {
      try {
        const runner = await detectLegacyRunner(pickedRoot(root));
        return { installed: true, label: describeRunner(runner) };
      } catch (error) {
        if (error instanceof LegacyRunnerError) return { installed: false, reason: error.message };
        throw error;
      }
    },
    async compare(root, out, baseUrl) {
      // Runs the project's own installed runner: only for a project the user opened.
      const src = pickedRoot(root);
      const report = await compareSuites({ src, out, baseUrl: checkedBaseUrl(baseUrl), env });
      return {
        baseUrl: report.baseUrl,
        runnerLabel: report.runnerLabel,
        verify: verifyViewOf(report.verify),
        tests: report.tests.map(({ title, ...test }) => ({ title: title.join(' › '), ...test })),
        totals: report.totals,
        ok: report.ok,
      };
    },
  };

  function pickedRoot(root: string): string {
    const resolved = path.resolve(root);
    if (!picked.has(resolved)) {
      throw new WorkspaceError('unreadable-input', `Open ${resolved} as a project first`);
    }
    return resolved;
  }
}

function verifyViewOf(report: VerifyReport): VerifyView {
  return {
    out: report.out,
    ok: report.ok,
    files: report.files.map((file) => ({
      path: file.path,
      typeErrors: file.typeErrors.length,
      tests: file.tests,
      loadErrors: file.loadErrors,
    })),
    tests: report.tests.map((test) => ({
      file: test.file,
      line: test.line,
      title: test.title.join(' › '),
      ...(test.status ? { status: test.status } : {}),
      ...(test.error ? { error: test.error } : {}),
    })),
    otherErrors: report.otherErrors,
    ...(report.run ? { run: report.run } : {}),
  };
}

/** A base URL to run the suite against: http(s) only, said plainly otherwise. */
function checkedBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new RangeError(
      `The base URL ${JSON.stringify(text)} is not an address, such as http://localhost:4200`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RangeError('The base URL must start with http:// or https://');
  }
  return url.href;
}
