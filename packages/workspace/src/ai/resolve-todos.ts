import type TypeScript from 'typescript';
import type { ConvertedFile, Diagnostic, ProjectResult } from '@rewright/converter';
import { codeOfAnswer, unknownElements } from './answer';
import { ask, RequestBudget } from './ask';
import { AI_INSTRUCTION, requestFor } from './prompt';
import { createAiProvider, type AiProvider, type AiRequest } from './providers';
import { describeAiSettings, type AiSettingsOutcome } from './settings';
import { findTodoSites, type TodoSite } from './todo-sites';
import { TypeGate } from './type-gate';
import type { TypeError } from '../type-check';
import { testCaseReader } from '@rewright/converter/test-case-reader';
import { withCode } from './updated-result';

type Ts = typeof TypeScript;

/** What was sent for one TODO, and what became of it. */
export interface AiTodoRecord {
  /** The converted file (output path) and the TODO's line in it as converted. */
  outputPath: string;
  sourcePath: string;
  line: number;
  rule: string;
  /** Exactly what was sent (the instruction, the same for every TODO, is `AiRunReport.instruction`). */
  sent?: string;
  outcome: 'replaced' | 'kept';
  /** Why the TODO stays. */
  reason?: string;
  /** The code that replaced it. */
  code?: string;
  attempts: number;
}

export interface AiRunReport {
  enabled: boolean;
  /** Why no provider was asked (off): the conversion is deterministic only. */
  reason?: string;
  /** Provider, model and base URL; never the key. */
  provider?: string;
  instruction?: string;
  todos: AiTodoRecord[];
  /** Said in every report: whether the answers' locators were resolved against the live app. */
  liveApp: string;
}

/**
 * Resolving an answer against the live app (`--base-url`; `live-app/answer-check.ts` opens the
 * pages in Chromium and refuses an answer whose locators match no element, or several).
 * `resolveTodos` calls it for each answer that passed the type check, before it replaces the TODO.
 */
export type LiveAppCheck = (candidate: {
  outputPath: string;
  /** The whole file with the answer in place. */
  code: string;
  /** The answer alone, and the line of `code` it starts at. */
  answer: string;
  line: number;
}) => Promise<{ ok: true } | { ok: false; reason: string }>;

export interface ResolveTodosOptions {
  ai: AiSettingsOutcome;
  /** The output folder (need not exist): the converted files are type-checked as if written there. */
  out: string;
  /** The source files' text, by path: an answer may name what the original mentions. */
  sources?: ReadonlyMap<string, string>;
  /** With `--base-url`: the check each answer passes before it replaces a TODO, and the address. */
  liveApp?: { baseUrl: string; check: LiveAppCheck };
  /** Tests only: another provider than the settings' (still a real one, e.g. another model). */
  provider?: AiProvider;
}

const LIVE_APP_UNCHECKED =
  'Answers are parsed and type-checked against @playwright/test; without --base-url their locators are not checked against the live app.';

function liveAppLine(liveApp: ResolveTodosOptions['liveApp']): string {
  return liveApp
    ? `Answers are parsed, type-checked against @playwright/test and resolved against the live app at ${liveApp.baseUrl}: each locator must match one element on the page the test opened, as it loads.`
    : LIVE_APP_UNCHECKED;
}

/**
 * The optional AI pass over a conversion, for every source kind: each `// TODO(rewright)` the rules
 * left is asked about (its snippet and smallest context only), and the answer replaces it only if
 * it parses, names no element the file and the original do not know, and the whole file still
 * type-checks against `@playwright/test` with it. Anything else — off, a time-out, a 429, a
 * malformed answer — leaves the TODO with a diagnostic saying why. Never throws for the provider.
 */
export async function resolveTodos(
  result: ProjectResult,
  options: ResolveTodosOptions,
): Promise<{ result: ProjectResult; ai: AiRunReport }> {
  if (!options.ai.enabled) {
    return {
      result,
      ai: {
        enabled: false,
        reason: `${options.ai.reason}: deterministic conversion only, nothing was sent`,
        todos: [],
        liveApp: liveAppLine(options.liveApp),
      },
    };
  }
  const { settings } = options.ai;
  const ts = (await import('typescript')).default;
  const provider = options.provider ?? (await createAiProvider(settings));
  const report: AiRunReport = {
    enabled: true,
    provider: describeAiSettings(settings),
    instruction: AI_INSTRUCTION,
    todos: [],
    liveApp: liveAppLine(options.liveApp),
  };
  const work = result.files.flatMap((file) =>
    file.code === undefined || !file.code.includes('TODO(rewright)')
      ? []
      : [{ file, sites: findTodoSites(ts, file.code, file.diagnostics) }],
  );
  if (work.length === 0) return { result, ai: report };

  const budget = new RequestBudget(settings.maxRequests, settings.concurrency);
  const asked = await Promise.all(
    work.map(({ file, sites }) =>
      Promise.all(
        sites.map(async (site) => {
          const request = requestFor(file.kind ?? 'unknown', site);
          return { site, request, outcome: await ask(provider, request, budget, settings) };
        }),
      ),
    ),
  );

  // Only once an answer came back: the first check reads the Playwright declarations (seconds).
  const gate = lazy(() => TypeGate.create(options.out, outputTexts(result)));
  const files = new Map<string, ConvertedFile>();
  for (const [index, { file }] of work.entries()) {
    const updated = await applyAnswers(ts, gate, file, asked[index]!, {
      label: `${provider.kind} ${provider.model}`,
      known: `${file.code}\n${options.sources?.get(file.sourcePath) ?? ''}`,
      ...(options.liveApp ? { liveApp: options.liveApp } : {}),
    });
    files.set(file.sourcePath, updated.file);
    report.todos.push(...updated.records);
  }
  report.todos.sort((a, b) => a.outputPath.localeCompare(b.outputPath) || a.line - b.line);
  return { result: withCode(result, files, testCaseReader(ts)), ai: report };
}

interface Asked {
  site: TodoSite;
  request: AiRequest;
  outcome: Awaited<ReturnType<typeof ask>>;
}

/** Bottom-up, so that a replacement never moves the lines of the TODOs still to be tried. */
async function applyAnswers(
  ts: Ts,
  gateOf: () => Promise<TypeGate>,
  file: ConvertedFile,
  answers: Asked[],
  context: { label: string; known: string; liveApp?: { baseUrl: string; check: LiveAppCheck } },
): Promise<{ file: ConvertedFile; records: AiTodoRecord[] }> {
  let code = file.code!;
  let baseline: TypeError[] | undefined;
  const diagnostics = [...file.diagnostics];
  const records: AiTodoRecord[] = [];
  for (const { site, request, outcome } of [...answers].sort((a, b) => b.site.line - a.site.line)) {
    const record: AiTodoRecord = {
      outputPath: file.outputPath,
      sourcePath: file.sourcePath,
      line: site.line,
      rule: site.rule,
      sent: request.user,
      outcome: 'kept',
      attempts: outcome.attempts,
    };
    records.push(record);
    const refuse = (reason: string) => {
      record.reason = reason;
      diagnostics.push(keptDiagnostic(file, site, reason));
    };
    if (!outcome.ok) {
      refuse(outcome.reason);
      continue;
    }
    const answer = codeOfAnswer(ts, outcome.answer);
    if (!answer.ok) {
      refuse(answer.reason);
      continue;
    }
    const invented = unknownElements(ts, answer.code, `${context.known}\n${site.original}`);
    if (invented.length > 0) {
      refuse(
        `the answer names an element the file does not know (${invented.map((v) => `'${v}'`).join(', ')})`,
      );
      continue;
    }
    const lines = code.split('\n');
    const replacement = [
      `${site.indent}// rewright: written by AI (${context.label}) for ${site.rule}; type-checked, review it`,
      ...answer.code.split('\n').map((line) => (line === '' ? '' : `${site.indent}${line}`)),
    ];
    const candidate = [
      ...lines.slice(0, site.line - 1),
      ...replacement,
      ...lines.slice(site.endLine),
    ].join('\n');
    const gate = await gateOf();
    baseline ??= gate.errorsOf(file.outputPath);
    const errors = gate.errorsWith(file.outputPath, candidate);
    const shift = replacement.length - (site.endLine - site.line + 1);
    const lastNew = site.line + replacement.length - 1;
    const inside = errors.filter((e) => e.line >= site.line && e.line <= lastNew);
    const known = new Map<string, number>();
    for (const e of baseline) {
      if (e.line >= site.line && e.line <= site.endLine) continue;
      const key = `${e.code}@${e.line}:${e.message}`;
      known.set(key, (known.get(key) ?? 0) + 1);
    }
    const added = errors.filter((e) => {
      if (e.line >= site.line && e.line <= lastNew) return false;
      const key = `${e.code}@${e.line > lastNew ? e.line - shift : e.line}:${e.message}`;
      const left = known.get(key) ?? 0;
      known.set(key, left - 1);
      return left <= 0;
    });
    const wrong = inside[0] ?? added[0];
    if (wrong) {
      refuse(
        `the answer does not type-check against @playwright/test in this file (${wrong.code} at line ${wrong.line}: ${wrong.message})`,
      );
      continue;
    }
    const live = await context.liveApp?.check({
      outputPath: file.outputPath,
      code: candidate,
      answer: answer.code,
      line: site.line + 1,
    });
    if (live && !live.ok) {
      refuse(`the answer did not resolve against the live app (${live.reason})`);
      continue;
    }
    (await gateOf()).accept(file.outputPath, candidate);
    code = candidate;
    baseline = errors;
    record.outcome = 'replaced';
    record.code = answer.code;
    markResolved(diagnostics, site, context.label, answer.code, context.liveApp?.baseUrl);
  }
  return { file: { ...file, code, diagnostics }, records };
}

/** The converter's diagnostic now says AI wrote the code, with which provider and model. */
function markResolved(
  diagnostics: Diagnostic[],
  site: TodoSite,
  label: string,
  code: string,
  baseUrl: string | undefined,
) {
  const index = site.diagnostic ? diagnostics.indexOf(site.diagnostic) : -1;
  if (index === -1) return;
  const original = diagnostics[index]!;
  diagnostics[index] = Object.assign(
    {
      ...original,
      severity: 'info' as const,
      message: `Written by AI (${label}), parsed and type-checked against @playwright/test, ${baseUrl ? `its locators resolved against the live app at ${baseUrl}` : 'not checked against the live app (no --base-url)'}; review it. The rules had left: ${original.message}`,
    },
    { ai: { provider: label, code } },
  );
}

function keptDiagnostic(file: ConvertedFile, site: TodoSite, reason: string): Diagnostic {
  return {
    path: file.sourcePath,
    line: site.diagnostic?.line ?? 1,
    column: site.diagnostic?.column ?? 1,
    rule: 'ai/not-used',
    severity: 'info',
    message: `The AI provider was asked about the TODO for ${site.rule} and its answer was not used: ${reason}. The TODO stays.`,
  };
}

function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

function outputTexts(result: ProjectResult): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of result.files)
    if (file.code !== undefined) texts.set(file.outputPath, file.code);
  for (const file of result.supportFiles) texts.set(file.outputPath, file.code);
  texts.set(result.playwrightConfig.outputPath, result.playwrightConfig.code);
  return texts;
}
