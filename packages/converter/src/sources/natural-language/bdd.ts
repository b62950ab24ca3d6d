/**
 * `--keep-gherkin`: for teams whose business readers own the `.feature` files, the features stay
 * as they are and each distinct step becomes a playwright-bdd step definition (`createBdd()`'s
 * `Given`/`When`/`Then`) with the same body the plain conversion writes. Quoted values become
 * `{string}` parameters, so one definition serves every scenario and outline row that says it.
 * A step whose meaning spans steps (a dialog handled before the action that opens it, a tab
 * switch, a remembered value, "it") cannot live in a definition of its own: it is a TODO.
 */
import type { Diagnostic, ProjectFile } from '../../api.js';
import { messageFor, severityOf } from '../../diagnostics/catalogue.js';
import { quote } from '../../playwright/code.js';
import { todoPrefix } from '../../diagnostics/todo.js';
import type { Action } from './actions.js';
import { emitAction } from './emit-actions.js';
import { readFeature } from './gherkin.js';
import { readStepText } from './grammar.js';
import type { Step, Suite } from './model.js';
import { TestScope, type Note } from './scope.js';
import { setQuotesAside } from './text.js';
import { wordingResolver, type TargetResolver } from './targets.js';

export interface BddOutput {
  /** The step definitions module (`steps.ts` beside the features). */
  steps: { path: string; code: string };
  /** The features, unchanged. */
  features: ProjectFile[];
  diagnostics: Diagnostic[];
}

const acrossSteps = new Set<Action['do']>(['dialog', 'switch-tab', 'remember', 'switch-frame']);

function stepsOf(suite: Suite): { step: Step; keyword: string; path?: string }[] {
  const all: { step: Step; keyword: string }[] = [];
  const visit = (s: Suite): void => {
    let last = 'Given';
    const add = (step: Step): void => {
      const k = step.keyword.trim();
      if (['Given', 'When', 'Then'].includes(k)) last = k;
      all.push({ step, keyword: last });
    };
    s.background.forEach(add);
    for (const test of s.tests) {
      last = 'Given';
      test.steps.forEach(add);
    }
    s.children.forEach(visit);
  };
  visit(suite);
  return all;
}

/** The step's cucumber expression and its quoted values, in order. */
function expressionOf(text: string): { expression: string; values: string[] } {
  const { text: marked, quoted } = setQuotesAside(text);
  return {
    expression: marked
      .replace(/«\d+»/g, '{string}')
      .replace(/[(){}/\\]/g, (m) => (m === '{' || m === '}' ? m : `\\${m}`)),
    values: quoted,
  };
}

export function convertFeaturesForBdd(
  features: readonly ProjectFile[],
  resolver: TargetResolver = wordingResolver,
): BddOutput {
  const diagnostics: Diagnostic[] = [];
  const definitions = new Map<string, string[]>();
  for (const file of features) {
    const read = readFeature(file.source);
    if (read.problem || !read.suite) continue;
    for (const { step, keyword } of stepsOf(read.suite)) {
      const { expression, values } = expressionOf(step.text);
      const key = `${keyword}\u0000${expression}`;
      if (definitions.has(key)) continue;
      const args = values.map((_, i) => `arg${i}`);
      const notes: Note[] = [];
      const scope = new TestScope(resolver, notes, 'page', step.line);
      scope.columns = args;
      // The quoted values become the definition's parameters: `<argN>` cells of the scope.
      let n = 0;
      const parameterised = setQuotesAside(step.text).text.replace(/«\d+»/g, () => `"<arg${n++}>"`);
      const reading = readStepText(parameterised, { expectation: keyword === 'Then' });
      let body: string[];
      if (step.table || step.docString !== undefined) {
        notes.push({ code: 'natural-language/bdd-shared-state', line: step.line });
        body = [`${todoPrefix} natural-language/bdd-shared-state: ${step.text}`];
      } else if ('unread' in reading) {
        notes.push({ code: reading.unread.code, line: step.line });
        body = [`${todoPrefix} ${reading.unread.code}: ${step.text}`];
      } else if (reading.actions.some((a) => acrossSteps.has(a.do))) {
        notes.push({ code: 'natural-language/bdd-shared-state', line: step.line });
        body = [`${todoPrefix} natural-language/bdd-shared-state: ${step.text}`];
      } else {
        const lines = reading.actions.map((a) => emitAction(a, scope));
        body = lines.every((l) => l !== undefined)
          ? lines.flat().map((l) => l!.replace(/row\['(arg\d+)'\]/g, '$1'))
          : [
              `${todoPrefix} ${notes.at(-1)?.code ?? 'natural-language/unreadable-step'}: ${step.text}`,
            ];
      }
      for (const note of notes)
        diagnostics.push({
          path: file.path,
          line: note.line,
          column: 1,
          rule: note.code,
          severity: severityOf(note.code),
          message: messageFor(note.code, note.detail),
        });
      const params = ['{ page }', ...args.map((a) => `${a}: string`)].join(', ');
      definitions.set(key, [
        `${keyword}(${quote(expression)}, async (${params}) => {`,
        ...body,
        '});',
        '',
      ]);
    }
  }
  const code = [
    "import { expect } from '@playwright/test';",
    "import { createBdd } from 'playwright-bdd';",
    '',
    'const { Given, When, Then } = createBdd();',
    '',
    ...[...definitions.values()].flat(),
  ].join('\n');
  return {
    steps: {
      path: 'steps.ts',
      code: code.includes('expect(')
        ? code
        : code.replace("import { expect } from '@playwright/test';\n", ''),
    },
    features: [...features],
    diagnostics,
  };
}
