/**
 * The renderer's tests' scripted bridge (`src/renderer/app.test.ts`): a project, its conversion,
 * verify and compare results, and AI provider settings, each as the real core would answer them;
 * the conversion job moves only when the test says so (`state.job`), and every call is recorded.
 */
import type { ConvertedFile } from '@rewright/converter';
import { SettingsError } from '../service/app-settings';
import type {
  AiSettingsView,
  ComparisonView,
  ConvertJobView,
  DesktopApi,
  ProjectScanView,
  VerifyView,
} from '../shared/bridge';

export const ROOT = '/projects/shop';
export const OUT = '/projects/shop-playwright';
export const scanned: ProjectScanView = {
  root: ROOT,
  files: [
    file('specs/todo.spec.ts', 2, 1),
    file('protractor.conf.js', 0, 0, 'config'),
    file('specs/admin/users.spec.js', 3, 3),
    file('specs/broken.spec.js', 1, 0),
    file('pages/login-page.js', 0, 0, 'page-object'),
    file('specs/login.spec.js', 2, 2),
  ],
  kinds: [{ kind: 'protractor', label: 'Protractor', files: 6, testCases: 8 }],
  testCases: 8,
  credits: 6,
  freeTestCases: 2,
  unread: [],
};

function file(filePath: string, testCases: number, credits: number, role = 'spec') {
  return { path: filePath, kind: 'protractor', kindLabel: 'Protractor', role, testCases, credits };
}

export const TODO_SOURCE = [
  "describe('todo list', () => {",
  "  it('adds an item', async () => {",
  "    await element(by.js('return 1')).click();",
  '  });',
  '});',
  '',
].join('\n');

export const converted: ConvertedFile[] = [
  {
    sourcePath: 'specs/todo.spec.ts',
    outputPath: 'specs/todo.spec.ts',
    role: 'spec',
    testCount: 2,
    code: "test('adds an item', async ({ page }) => {\n  // TODO(rewright): protractor/locators/by-js: no equivalent\n});\n",
    diagnostics: [
      diagnostic(3, 'warning', 'protractor/locators/by-js', 'by.js has no Playwright equivalent'),
      diagnostic(1, 'info', 'protractor/modules/protractor-import', 'Protractor import removed'),
    ],
  },
  {
    sourcePath: 'specs/login.spec.js',
    outputPath: 'specs/login.spec.ts',
    role: 'spec',
    testCount: 2,
    code: "test('greets', async ({ page }) => {});\n",
    diagnostics: [],
  },
  {
    sourcePath: 'specs/admin/users.spec.js',
    outputPath: 'specs/admin/users.spec.ts',
    role: 'spec',
    testCount: 3,
    code: "test('lists', async ({ page }) => {});\n",
    diagnostics: [],
  },
  {
    sourcePath: 'specs/broken.spec.js',
    outputPath: 'specs/broken.spec.ts',
    role: 'spec',
    testCount: 0,
    diagnostics: [diagnostic(2, 'error', 'parse', "')' expected")],
  },
  {
    sourcePath: 'protractor.conf.js',
    outputPath: 'protractor.conf.ts',
    role: 'config',
    testCount: 0,
    diagnostics: [],
  },
];

function diagnostic(
  line: number,
  severity: 'info' | 'warning' | 'error',
  rule: string,
  message: string,
) {
  return { path: 'specs/todo.spec.ts', line, column: 5, rule, severity, message };
}

export const verifyView: VerifyView = {
  out: OUT,
  ok: false,
  files: [{ path: 'specs/todo.spec.ts', typeErrors: 0, tests: 2, loadErrors: [] }],
  tests: [
    { file: 'specs/todo.spec.ts', line: 3, title: 'todo list › adds an item', status: 'passed' },
    {
      file: 'specs/todo.spec.ts',
      line: 9,
      title: 'todo list › clears the list',
      status: 'failed',
      error: 'Error: expect(locator).toHaveCount(0)\n  at todo.spec.ts:11',
    },
  ],
  otherErrors: [],
  run: { baseUrl: 'http://127.0.0.1:4200/', passed: 1, failed: 1, skipped: 0 },
};

export const comparison: ComparisonView = {
  baseUrl: 'http://127.0.0.1:4200/',
  runnerLabel: 'selenium-webdriver on mocha',
  verify: verifyView,
  tests: [
    {
      title: 'todo list › adds an item',
      original: 'passed',
      converted: 'passed',
      agreement: 'both-pass',
      agrees: true,
    },
    {
      title: 'todo list › clears the list',
      original: 'passed',
      converted: 'failed',
      agreement: 'regression',
      agrees: false,
      convertedError: 'Error: expect(locator).toHaveCount(0)',
    },
  ],
  totals: {
    tests: 2,
    bothPass: 1,
    bothFail: 0,
    regressions: 1,
    convertedPasses: 0,
    onlyOriginal: 0,
    onlyConverted: 0,
    skipped: 0,
    agreement: 50,
  },
  ok: false,
};

export const AI_OFF =
  'Deterministic only (no provider is chosen here and REWRIGHT_AI_PROVIDER is not set): what the rules cannot convert stays a TODO with a diagnostic, and no code is sent anywhere.';
export const AI_NO_KEY =
  'Deterministic only (no API key is saved for the anthropic provider): what the rules cannot convert stays a TODO with a diagnostic, and no code is sent anywhere.';
export const AI_ON = 'is asked about what the rules leave as TODO.';

/**
 * A scripted bridge: the conversion job moves only when the test says so (`job`), and every call
 * is recorded.
 */
export function scriptedService(options: { runnerInstalled: boolean }) {
  const calls: { method: string; args: unknown[] }[] = [];
  const state = {
    job: { id: 'job-1', root: ROOT, out: OUT, state: 'converting' } as ConvertJobView,
    outputFolder: '',
    ai: {
      provider: 'none',
      baseUrl: '',
      model: '',
      hasKey: false,
      keyStorage: 'the system keychain',
      status: { on: false, source: 'environment', text: AI_OFF },
    } as AiSettingsView,
  };
  const record =
    <A extends unknown[], R>(method: string, run: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push({ method, args });
      return run(...args);
    };
  const service: DesktopApi = {
    version: async () => '1.0.0',
    session: async () => ({
      signedIn: true,
      server: 'http://127.0.0.1:8001',
      user: { username: 'demo', email: 'demo@example.com' },
    }),
    signIn: async () => {
      throw new Error('not in this test');
    },
    signOut: async () => ({ signedIn: false, server: 'http://127.0.0.1:8001' }),
    credits: async () => ({
      pack: 'Free Pack',
      total: 25,
      used: 0,
      remaining: 25,
      buyUrl: 'http://127.0.0.1:8001/payments',
    }),
    settings: async () => ({ server: 'http://127.0.0.1:8001', outputFolder: state.outputFolder }),
    saveSettings: record('saveSettings', async (next) => {
      if (next.outputFolder.startsWith(`${ROOT}/`)) {
        throw new SettingsError(`The output folder ${next.outputFolder} is inside the project`);
      }
      state.outputFolder = next.outputFolder;
      return next;
    }),
    aiSettings: async () => state.ai,
    saveAiSettings: record('saveAiSettings', async (next) => {
      const hasKey = next.forgetKey ? false : state.ai.hasKey || Boolean(next.apiKey);
      const on = next.provider !== 'none' && hasKey;
      state.ai = {
        ...state.ai,
        provider: next.provider,
        baseUrl: next.baseUrl,
        model: next.model,
        hasKey,
        status: on
          ? { on, source: 'settings', text: `On: ${next.provider} (${next.model}) ${AI_ON}` }
          : { on, source: 'settings', text: AI_NO_KEY },
      };
      return state.ai;
    }),
    pickFolder: async () => undefined,
    listDirectory: async () => ({ path: '/projects', folders: [] }),
    scan: async () => scanned,
    readFile: async () => TODO_SOURCE,
    startConvert: record('startConvert', async () => ({ ...state.job })),
    convertJob: async () => ({ ...state.job }),
    answerConvert: record('answerConvert', async (_id: string, confirmed: boolean) => {
      state.job = { ...state.job, state: confirmed ? 'charging' : 'declined' };
      return { ...state.job };
    }),
    verify: record('verify', async () => verifyView),
    legacyRunner: async () =>
      options.runnerInstalled
        ? { installed: true, label: 'selenium-webdriver on mocha' }
        : {
            installed: false,
            reason: 'No legacy runner is installed in /projects/shop',
          },
    compare: record('compare', async () => comparison),
  };
  return { service, calls, state };
}
