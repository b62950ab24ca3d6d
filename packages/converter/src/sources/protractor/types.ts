/**
 * Type annotations in TypeScript suites: Protractor's types become Playwright's
 * (`ElementFinder` → `Locator`, `promise.Promise<T>` → `Promise<T>`, `ProtractorBrowser` → `Page`).
 * Only names imported from Protractor (or not declared at all) are touched.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';

type TypeMapping = { from: string; to: (cx: RuleContext) => string };

export const typeTable: TypeMapping[] = [
  { from: 'ElementFinder', to: (cx) => cx.useLocatorType() },
  { from: 'ElementArrayFinder', to: (cx) => cx.useLocatorType() },
  { from: 'WebElement', to: (cx) => cx.useLocatorType() },
  { from: 'WebElementPromise', to: (cx) => cx.useLocatorType() },
  { from: 'ProtractorBrowser', to: (cx) => cx.usePageType() },
  { from: 'WebDriver', to: (cx) => cx.usePageType() },
  { from: 'ProtractorBy', to: () => 'string' },
  { from: 'By', to: () => 'string' },
  { from: 'Locator', to: () => 'string' },
  { from: 'ProtractorExpectedConditions', to: () => 'unknown' },
];

const typeByName = new Map(typeTable.map((t) => [t.from, t]));

/** Whether a type name refers to Protractor's (imported from it, or undeclared). */
function isProtractorType(name: ts.Identifier, cx: RuleContext): boolean {
  let symbol: ts.Symbol | undefined;
  try {
    symbol = cx.checker.getSymbolAtLocation(name);
  } catch {
    return false;
  }
  const decl = symbol?.declarations?.[0];
  if (!decl) return name.text !== 'Locator';
  if (ts.isImportSpecifier(decl)) {
    const module = decl.parent.parent.parent.moduleSpecifier;
    return (
      ts.isStringLiteral(module) &&
      (module.text === 'protractor' ||
        module.text.startsWith('protractor/') ||
        module.text === 'selenium-webdriver')
    );
  }
  return false;
}

/** The converted type, or undefined when nothing in it changes. */
export function convertTypeNode(node: ts.TypeNode, cx: RuleContext): string | undefined {
  let changed = false;
  const visit = (n: ts.Node): string => {
    if (ts.isTypeReferenceNode(n)) {
      const name = n.typeName;
      // promise.Promise<T>, wdpromise.Promise<T>, webdriver.promise.Promise<T>
      if (ts.isQualifiedName(name) && name.right.text === 'Promise') {
        changed = true;
        const args = n.typeArguments?.map((a) => visit(a)) ?? ['unknown'];
        return `Promise<${args.join(', ')}>`;
      }
      if (ts.isQualifiedName(name) && ts.isIdentifier(name.left) && name.left.text === 'logging') {
        // logging.Entry: the converted log entries are plain `{ level, message }` objects.
        changed = true;
        return 'Record<string, unknown>';
      }
      if (ts.isIdentifier(name)) {
        const mapping = typeByName.get(name.text);
        if (mapping && isProtractorType(name, cx)) {
          changed = true;
          return mapping.to(cx);
        }
      }
    }
    let result = '';
    let pos = n.getStart(cx.sf);
    n.forEachChild((child) => {
      const start = child.getStart(cx.sf);
      if (start < pos) return;
      result += cx.text.slice(pos, start) + visit(child);
      pos = child.end;
    });
    return result + cx.text.slice(pos, n.end);
  };
  const text = visit(node);
  return changed ? text : undefined;
}
