/**
 * One action as Playwright code: actions on user-facing locators and web-first assertions. An
 * action whose element cannot be located answers undefined (the scope noted why); the caller
 * keeps the step as a TODO.
 */
import { print, quote } from '../../playwright/code.js';
import { substringRegex } from '../../playwright/assertions.js';
import type { Action, ElementState } from './actions.js';
import { printLocator } from './locators.js';
import { identifierOf, type TestScope } from './scope.js';

const stateMatchers: Record<ElementState, string> = {
  visible: 'toBeVisible()',
  hidden: 'toBeHidden()',
  enabled: 'toBeEnabled()',
  disabled: 'toBeDisabled()',
  checked: 'toBeChecked()',
  unchecked: 'not.toBeChecked()',
  empty: 'toBeEmpty()',
  focused: 'toBeFocused()',
};

const elementActions = {
  click: 'click()',
  dblclick: 'dblclick()',
  rightclick: "click({ button: 'right' })",
  hover: 'hover()',
  check: 'check()',
  uncheck: 'uncheck()',
  clear: 'clear()',
  focus: 'focus()',
} as const;

/** A substring match on a value: a regular expression literal, or one built from a template. */
function containing(scope: TestScope, raw: string): string {
  const value = scope.value(raw);
  return value !== quote(raw)
    ? `new RegExp(${value}.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&'))`
    : print(substringRegex(raw));
}

export function emitAction(
  action: Action,
  scope: TestScope,
  table?: string[][],
): string[] | undefined {
  const page = scope.page;
  switch (action.do) {
    case 'goto':
      if (action.named)
        scope.note('natural-language/assumed-page-path', `${action.named} → ${action.url}`);
      scope.url = action.url;
      scope.frame = undefined;
      scope.frameSpec = undefined;
      scope.acted = false;
      scope.otherTab = false;
      return [`await ${page}.goto(${scope.value(action.url)});`];
    case 'reload':
      // What the steps did may have moved the page (a link, the History API): `acted` stays.
      return [`await ${page}.reload();`];
    case 'back':
      scope.acted = true;
      return [`await ${page}.goBack();`];
    case 'forward':
      scope.acted = true;
      return [`await ${page}.goForward();`];
    case 'wait-load':
      return [`await ${page}.waitForLoadState();`];
    case 'click':
    case 'dblclick':
    case 'rightclick':
    case 'hover':
    case 'check':
    case 'uncheck':
    case 'clear':
    case 'focus': {
      const locator = scope.locate(action.target);
      scope.acted = true;
      return locator === undefined ? undefined : [`await ${locator}.${elementActions[action.do]};`];
    }
    case 'fill': {
      const locator = scope.locate(action.target);
      scope.acted = true;
      return locator === undefined
        ? undefined
        : [`await ${locator}.fill(${scope.value(action.value)});`];
    }
    case 'type':
      scope.acted = true;
      return [`await ${page}.keyboard.type(${scope.value(action.value)});`];
    case 'select': {
      const locator = scope.locate(action.target);
      scope.acted = true;
      return locator === undefined
        ? undefined
        : [`await ${locator}.selectOption(${scope.value(action.option)});`];
    }
    case 'press': {
      const locator = action.target && scope.locate(action.target);
      scope.acted = true;
      if (!action.target) return [`await ${page}.keyboard.press(${quote(action.key)});`];
      return locator === undefined ? undefined : [`await ${locator}.press(${quote(action.key)});`];
    }
    case 'upload': {
      const locator = action.target
        ? scope.locate(action.target)
        : `${scope.root}.locator('input[type="file"]')`;
      scope.acted = true;
      return locator === undefined
        ? undefined
        : [`await ${locator}.setInputFiles(${scope.value(action.file)});`];
    }
    case 'wait':
      scope.acted = true;
      scope.note('natural-language/fixed-wait');
      return [`await ${page}.waitForTimeout(${action.ms});`];
    case 'expect-state': {
      const absent = action.not ? action.state === 'visible' : action.state === 'hidden';
      const locator = scope.locate(action.target, absent);
      return locator === undefined
        ? undefined
        : [`await expect(${locator}).${action.not ? 'not.' : ''}${stateMatchers[action.state]};`];
    }
    case 'expect-text': {
      const locator = scope.locate(action.target);
      const matcher = action.exact ? 'toHaveText' : 'toContainText';
      return locator === undefined
        ? undefined
        : [
            `await expect(${locator}).${action.not ? 'not.' : ''}${matcher}(${scope.value(action.value)});`,
          ];
    }
    case 'expect-value': {
      const locator = scope.locate(action.target);
      return locator === undefined
        ? undefined
        : [
            `await expect(${locator}).toHaveValue(${action.exact ? scope.value(action.value) : containing(scope, action.value)});`,
          ];
    }
    case 'expect-count': {
      const within = action.within ? scope.locate(action.within) : scope.root;
      if (within) scope.located = true;
      return within === undefined
        ? undefined
        : [
            `await expect(${within}.getByRole(${quote(action.role)})).toHaveCount(${action.count});`,
          ];
    }
    case 'expect-title':
      return [
        `await expect(${page}).toHaveTitle(${action.exact ? scope.value(action.value) : containing(scope, action.value)});`,
      ];
    case 'expect-url':
      return [
        `await expect(${page}).toHaveURL(${action.exact ? scope.value(action.value) : containing(scope, action.value)});`,
      ];
    case 'dialog':
      // Registered before the action that opens the dialog (`emit-test.ts`): Playwright dismisses
      // a dialog nobody handles, so a handler added after the click would be too late.
      return [
        `${page}.once('dialog', (dialog) => dialog.${action.accept ? `accept(${action.promptText !== undefined ? scope.value(action.promptText) : ''})` : 'dismiss()'});`,
      ];
    case 'switch-tab':
      scope.acted = true;
      scope.otherTab = action.to === 'new';
      if (action.to === 'original') return [`tab = page;`];
      return [`tab = await nextTab;`, `await tab.waitForLoadState();`];
    case 'switch-frame': {
      if (!action.frame) {
        scope.frame = undefined;
        scope.frameSpec = undefined;
        return ['// the steps below look at the page itself again'];
      }
      const resolution = scope.resolver.resolveTarget({ ...action.frame, kind: 'frame' }, {});
      if (resolution.kind !== 'locator') {
        scope.note('natural-language/missing-target', `"${action.frame.words}" names no frame`);
        return undefined;
      }
      scope.frame = printLocator(resolution.locator, scope.page);
      scope.frameSpec = resolution.locator;
      return [`// the steps below look inside ${scope.frame}`];
    }
    case 'remember': {
      const id = identifierOf(action.name);
      scope.remembered.add(id);
      if (action.value !== undefined) return [`${id} = ${quote(action.value)};`];
      const locator = action.target && scope.locate(action.target);
      return locator === undefined
        ? undefined
        : [`${id} = await ${locator}.${action.read === 'value' ? 'inputValue()' : 'innerText()'};`];
    }
    case 'fill-form': {
      const rows = formRows(table);
      if (!rows) return undefined;
      scope.located = true;
      return [
        `const fields: [label: string, value: string][] = [${rows.map(([l, v]) => `[${quote(l)}, ${quote(v)}]`).join(', ')}];`,
        `for (const [label, value] of fields) await ${scope.root}.getByLabel(label).fill(value);`,
      ];
    }
    case 'for-each-row':
      return emitForEachRow(action.inner, scope, table);
  }
}

/** The label/value pairs of a two-column table, without a header row naming the columns. */
function formRows(table: string[][] | undefined): [string, string][] | undefined {
  if (!table?.length || table.some((row) => row.length !== 2)) return undefined;
  const [first, ...rest] = table as [string, string][];
  const header =
    /^(?:field|label|name|input)$/i.test(first![0]) &&
    /^(?:value|text|input|data)$/i.test(first![1]);
  return header ? rest : (table as [string, string][]);
}

function emitForEachRow(
  inner: Action[],
  scope: TestScope,
  table: string[][] | undefined,
): string[] | undefined {
  if (!table || table.length < 2) return undefined;
  const [header, ...rows] = table as [string[], ...string[][]];
  const columns = header;
  const body: string[] = [];
  const outer = scope.columns;
  scope.columns = columns;
  for (const action of inner) {
    const lines = emitAction(action, scope);
    if (!lines) {
      scope.columns = outer;
      return undefined;
    }
    body.push(...lines);
  }
  scope.columns = outer;
  const type = `{ ${columns.map((c) => `${/^[A-Za-z_$][\w$]*$/.test(c) ? c : quote(c)}: string`).join('; ')} }`;
  const literal = rows
    .map(
      (row) =>
        `{ ${columns.map((c, i) => `${/^[A-Za-z_$][\w$]*$/.test(c) ? c : quote(c)}: ${quote(row[i] ?? '')}`).join(', ')} }`,
    )
    .join(', ');
  return [`const rows: ${type}[] = [${literal}];`, 'for (const row of rows) {', ...body, '}'];
}
