/**
 * Source-kind detection when `from` is omitted: by extension first, then, for JavaScript and
 * TypeScript, by what the parsed file uses (Protractor's globals or `selenium-webdriver`).
 */
import ts from 'typescript';
import type { SourceKind } from './api.js';
import { scriptKindOf } from './sources/protractor/program.js';

const protractorGlobals = new Set(['browser', 'element', 'by', '$', '$$', 'protractor']);

export function detectSourceKind(path: string, source: string): SourceKind {
  const lower = path.toLowerCase();
  if (lower.endsWith('.java')) return 'selenium-java';
  if (lower.endsWith('.py')) return 'selenium-python';
  if (lower.endsWith('.feature') || lower.endsWith('.txt') || lower.endsWith('.md'))
    return 'natural-language';
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, false, scriptKindOf(path));
  let usesSelenium = false;
  let usesProtractor = false;
  const visit = (node: ts.Node): void => {
    if (usesProtractor) return;
    if (ts.isStringLiteral(node)) {
      if (node.text === 'selenium-webdriver') usesSelenium = true;
      if (node.text === 'protractor' || node.text.startsWith('protractor/')) usesProtractor = true;
    } else if (ts.isIdentifier(node) && protractorGlobals.has(node.text)) {
      usesProtractor = true;
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return usesSelenium && !usesProtractor ? 'selenium-js' : 'protractor';
}
