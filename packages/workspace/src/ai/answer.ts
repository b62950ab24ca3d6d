import type TypeScript from 'typescript';
type Ts = typeof TypeScript;

export type AnswerCheck = { ok: true; code: string } | { ok: false; reason: string };

const FENCE = /```([\w+#-]*)[^\n]*\n([\s\S]*?)```/g;
const TYPESCRIPT_TAGS = new Set(['', 'ts', 'typescript', 'js', 'javascript']);

/**
 * The code of an answer: the first fenced TypeScript block, which must parse as statements of a
 * test body. Prose without a block, a block in another language, an import (it cannot go inside a
 * test) or a new TODO are refused, each with a reason the diagnostic can show.
 */
export function codeOfAnswer(ts: Ts, answer: string): AnswerCheck {
  const blocks = [...answer.matchAll(FENCE)].map((match) => ({
    language: (match[1] ?? '').toLowerCase(),
    code: (match[2] ?? '').trim(),
  }));
  if (blocks.length === 0) return { ok: false, reason: 'the answer held no code block' };
  const block = blocks.find((candidate) => TYPESCRIPT_TAGS.has(candidate.language));
  if (!block) {
    return {
      ok: false,
      reason: `the answer's code is not TypeScript (${blocks.map((b) => b.language).join(', ')})`,
    };
  }
  if (block.code === '') return { ok: false, reason: "the answer's code block is empty" };
  if (/TODO\(rewright\)/.test(block.code)) {
    return { ok: false, reason: 'the answer left the TODO in place' };
  }
  const wrapped = `async function answer() {\n${block.code}\n}\n`;
  const parsed = ts.transpileModule(wrapped, {
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
  });
  const syntax = parsed.diagnostics?.[0];
  if (syntax) {
    const text = ts.flattenDiagnosticMessageText(syntax.messageText, ' ');
    return { ok: false, reason: `the answer's code does not parse as TypeScript (${text})` };
  }
  const source = ts.createSourceFile('answer.ts', wrapped, ts.ScriptTarget.Latest, true);
  let hasImport = false;
  source.forEachChild(function visit(node) {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) hasImport = true;
    node.forEachChild(visit);
  });
  if (hasImport) {
    return { ok: false, reason: 'the answer imports or exports, which a test body cannot' };
  }
  return { ok: true, code: block.code };
}

const LOCATOR_CALLS = new Set([
  'locator',
  'getByRole',
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByTestId',
  'getByAltText',
  'getByTitle',
  'frameLocator',
  '$',
  '$$',
]);

/**
 * The elements an answer names that nothing in the file or the original mentions: each word of a
 * selector, test id, label, text or role name must appear in what the provider was given, or the
 * answer invented an element. Without the live app this is how an invented element is told apart
 * from a translated one; with it (`--base-url`), `LiveAppCheck` also resolves it on the page.
 */
export function unknownElements(ts: Ts, code: string, known: string): string[] {
  const source = ts.createSourceFile(
    'answer.ts',
    `async function answer() {\n${code}\n}`,
    ts.ScriptTarget.Latest,
    true,
  );
  const unknown: string[] = [];
  const check = (value: string) => {
    const words = value.match(/[\p{L}\p{N}_-]+/gu) ?? [];
    if (words.some((word) => !known.includes(word))) unknown.push(value);
  };
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (LOCATOR_CALLS.has(method)) {
        // getByRole's first argument is an ARIA role, not something of the page.
        node.arguments.forEach((argument, index) => {
          if (method === 'getByRole' && index === 0) return;
          stringsOf(ts, argument).forEach(check);
        });
      }
    }
    node.forEachChild(visit);
  });
  return unknown;
}

function stringsOf(ts: Ts, node: TypeScript.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  const strings: string[] = [];
  node.forEachChild((child) => {
    strings.push(...stringsOf(ts, child));
  });
  return strings;
}
