/**
 * `browser.getProcessedConfig()`: Protractor resolved it to its config — the file's options over
 * Protractor's defaults, with `params` the same object as `browser.params`. The conversion keeps
 * the config's data (literals, arrays, objects, `process.env` reads; not functions such as
 * `onPrepare`, nor values computed from the file's own variables) in the generated
 * `rewright-config.ts`, whose `getProcessedConfig()` answers with it, the `params` of
 * `rewright-params.ts` and the running project's `baseURL` (the address the tests really use).
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, type Out } from './kinds.js';

export const configSupportPath = 'rewright-config.ts';

/** The data properties of the config object, as an object literal's text (`{}` for none). */
export function configData(config: ts.ObjectLiteralExpression, sf: ts.SourceFile): string {
  const kept = config.properties.filter(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && !ts.isComputedPropertyName(p.name) && isData(p.initializer),
  );
  if (!kept.length) return '{}';
  return `{\n${kept.map((p) => `  ${p.getText(sf)},`).join('\n')}\n}`;
}

/** Whether a value is data a module can hold as written. */
export function isData(node: ts.Expression): boolean {
  if (
    ts.isStringLiteralLike(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    ts.isRegularExpressionLiteral(node)
  )
    return true;
  if (ts.isIdentifier(node)) return node.text === 'undefined';
  if (ts.isParenthesizedExpression(node)) return isData(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return isData(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isData);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) && !ts.isComputedPropertyName(p.name) && isData(p.initializer),
    );
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isData(s.expression));
  if (ts.isBinaryExpression(node)) return isData(node.left) && isData(node.right);
  if (ts.isConditionalExpression(node))
    return isData(node.condition) && isData(node.whenTrue) && isData(node.whenFalse);
  // process.env.X, process.env['X']
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
    return isProcessEnv(node.expression);
  return false;
}

function isProcessEnv(node: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process'
  );
}

/** The text of `rewright-config.ts`. */
export function configSupportSource(data: string): string {
  return `/**
 * What \`browser.getProcessedConfig()\` resolved to in the original suite: the Protractor config's
 * data over Protractor's defaults (functions such as \`onPrepare\` are not kept), \`params\` shared
 * with \`rewright-params.ts\`, and the running project's \`baseURL\`. Added by Rewright.
 */
import { test } from '@playwright/test';
import { params } from './rewright-params';

const protractorDefaults: Record<string, any> = {
  specs: [],
  multiCapabilities: [],
  rootElement: '',
  allScriptsTimeout: 11000,
  getPageTimeout: 10000,
  framework: 'jasmine',
  jasmineNodeOpts: { showColors: true, defaultTimeoutInterval: 30000 },
  mochaOpts: { ui: 'bdd', reporter: 'list' },
  plugins: [],
};

const protractorConfig: Record<string, any> = ${data};

export async function getProcessedConfig(): Promise<Record<string, any>> {
  let baseUrl = protractorConfig.baseUrl;
  try {
    baseUrl = test.info().project.use.baseURL ?? baseUrl;
  } catch {
    // Called outside a test: the config's own value.
  }
  return { ...protractorDefaults, ...protractorConfig, baseUrl, params };
}
`;
}

/** `browser.getProcessedConfig()` → `getProcessedConfig()` of the generated module. */
export function processedConfigCall(_node: ts.CallExpression, cx: RuleContext): Out {
  cx.state.usesProcessedConfig = true;
  cx.state.usesParams = true;
  const name = cx.useImport(cx.supportModule('rewright-config'), 'getProcessedConfig');
  return out(`${name}()`, { type: 'promise', of: { type: 'value' } });
}
