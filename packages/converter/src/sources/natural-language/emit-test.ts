/**
 * One test (or `beforeEach`) body: every step becomes `await test.step('<the step as written>',
 * …)` so the report reads like the description; a step the grammar cannot read keeps its text
 * under a TODO. Dialog handlers are registered before the action that opens the dialog, and a
 * test that switches tabs works on `tab`.
 */
import { quote } from '../../playwright/code.js';
import { messageFor } from '../../diagnostics/catalogue.js';
import { todoPrefix } from '../../diagnostics/todo.js';
import type { Action, StepReading } from './actions.js';
import { emitAction } from './emit-actions.js';
import { readStepText } from './grammar.js';
import type { Step } from './model.js';
import { identifierOf, TestScope, type Note } from './scope.js';
import type { TargetResolver } from './targets.js';

export interface EmittedBody {
  /** The fixtures the body uses (`page`, `context`). */
  fixtures: string[];
  lines: string[];
  /** A locator was written (unverified without a base URL). */
  located: boolean;
  /** The page the steps leave the test on: a `Background`'s is where its tests start. */
  end: PageState;
}

export interface PageState {
  url?: string;
  acted: boolean;
}

/** The step's title in the report: its keyword (not `*`) and text, as written. */
function stepTitle(step: Step): string {
  const keyword = step.keyword.trim();
  return keyword && keyword !== '*' ? `${keyword} ${step.text}` : step.text;
}

/** Which steps read as expectations: `Then` and the `And`/`But` after it, or "Expected result". */
function expectations(steps: readonly Step[]): boolean[] {
  let last = '';
  return steps.map((step) => {
    const keyword = step.keyword.trim().toLowerCase();
    if (keyword && !['and', 'but', '*'].includes(keyword)) last = keyword;
    return step.expectation === true || last === 'then';
  });
}

function todo(code: Note['code'], step: Step, detail?: string): string {
  return `${todoPrefix} ${code}: ${step.text}${detail ? ` (${detail})` : ''}`;
}

function docStringConst(text: string): string {
  return `const docString = \`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`;`;
}

function tableConst(table: string[][]): string {
  return `const dataTable: string[][] = [${table.map((row) => `[${row.map(quote).join(', ')}]`).join(', ')}];`;
}

/** Uses a table or doc string: the grammar read them into the actions. */
function usesAttachment(actions: readonly Action[], step: Step): boolean {
  const json = JSON.stringify(actions);
  if (step.docString !== undefined && !json.includes('{docString}')) return false;
  if (step.table && !/"do":"(?:fill-form|for-each-row)"/.test(json)) return false;
  return true;
}

export function emitBody(
  steps: readonly Step[],
  resolver: TargetResolver,
  notes: Note[],
  start: PageState = { acted: false },
): EmittedBody {
  const expected = expectations(steps);
  const readings: StepReading[] = steps.map((step, i) =>
    readStepText(step.text, {
      expectation: expected[i]!,
      ...(step.docString !== undefined ? { docString: step.docString } : {}),
      ...(step.table ? { table: true } : {}),
    }),
  );
  const all = readings.flatMap((r, s) =>
    'actions' in r ? r.actions.map((a, i) => ({ a, s, i })) : [],
  );
  const usesTabs = all.some(({ a }) => a.do === 'switch-tab');
  const newTabs = all.filter(({ a }) => a.do === 'switch-tab' && a.to === 'new').length;
  // Each dialog's handler goes before the action just before it (the one that opens it).
  const handlersBefore = new Map<string, Action[]>();
  const dialogAt = new Set<string>();
  all.forEach(({ a, s, i }, n) => {
    if (a.do !== 'dialog') return;
    const previous = all
      .slice(0, n)
      .reverse()
      .find((p) => p.a.do !== 'dialog');
    const key = previous ? `${previous.s}:${previous.i}` : `${s}:${i}`;
    handlersBefore.set(key, [...(handlersBefore.get(key) ?? []), a]);
    if (previous) dialogAt.add(`${s}:${i}`);
  });
  const scope = new TestScope(resolver, notes, usesTabs ? 'tab' : 'page', steps[0]?.line ?? 1);
  if (start.url !== undefined) scope.url = start.url;
  scope.acted = start.acted;
  const lines: string[] = [];
  if (usesTabs) lines.push('let tab = page;');
  if (newTabs) lines.push("let nextTab = context.waitForEvent('page');");
  const names = new Set(
    all.flatMap(({ a }) => (a.do === 'remember' ? [identifierOf(a.name)] : [])),
  );
  for (const name of names) lines.push(`let ${name} = '';`);
  let tabsLeft = newTabs;
  steps.forEach((step, s) => {
    scope.line = step.line;
    const reading = readings[s]!;
    const body: string[] = [];
    if ('unread' in reading) {
      notes.push({
        code: reading.unread.code,
        line: step.line,
        ...(reading.unread.detail ? { detail: reading.unread.detail } : {}),
      });
      body.push(todo(reading.unread.code, step, reading.unread.detail));
      if (step.docString !== undefined) body.push(docStringConst(step.docString));
      if (step.table) body.push(tableConst(step.table));
    } else {
      if (step.docString !== undefined) body.push(docStringConst(step.docString));
      const emitted: string[] = [];
      let failed = false;
      reading.actions.forEach((action, i) => {
        if (failed) return;
        const key = `${s}:${i}`;
        for (const handler of handlersBefore.get(key) ?? [])
          emitted.push(...(emitAction(handler, scope) ?? []));
        if (action.do === 'dialog') {
          if (dialogAt.has(key))
            emitted.push('// handled by the dialog handler registered before the previous action');
          return;
        }
        const code = emitAction(action, scope, step.table);
        if (!code) {
          failed = true;
          return;
        }
        emitted.push(...code);
        if (action.do === 'switch-tab' && action.to === 'new' && --tabsLeft > 0)
          emitted.push("nextTab = context.waitForEvent('page');");
      });
      if (failed) {
        const last = notes.at(-1);
        const code = last?.line === step.line ? last.code : 'natural-language/unreadable-step';
        if (code === 'natural-language/unreadable-step') notes.push({ code, line: step.line });
        body.push(todo(code, step, last?.line === step.line ? last.detail : undefined));
        if (step.table) body.push(tableConst(step.table));
      } else if (
        (step.table || step.docString !== undefined) &&
        !usesAttachment(reading.actions, step)
      ) {
        notes.push({ code: 'natural-language/unused-table', line: step.line });
        body.push(
          `${todoPrefix} natural-language/unused-table: ${messageFor('natural-language/unused-table')}`,
        );
        if (step.table) body.push(tableConst(step.table));
        body.push(...emitted);
      } else {
        body.push(...emitted);
      }
    }
    lines.push(`await test.step(${quote(stepTitle(step))}, async () => {`, ...body, '});');
  });
  return {
    fixtures: usesTabs && newTabs ? ['page', 'context'] : ['page'],
    lines,
    located: scope.located,
    end: { ...(scope.url !== undefined ? { url: scope.url } : {}), acted: scope.acted },
  };
}
