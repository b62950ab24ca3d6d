/**
 * Source-kind detection when `from` is omitted: by extension first, then, for JavaScript and
 * TypeScript, by what the parsed file uses (Protractor's globals or `selenium-webdriver`).
 */
import ts from 'typescript';
import type { SourceKind } from './api.js';
import { scriptKindOf } from './sources/protractor/program.js';
import { someNode } from './sources/protractor/syntax-walk.js';

const protractorGlobals = new Set(['browser', 'element', 'by', '$', '$$', 'protractor']);

export function detectSourceKind(path: string, source: string): SourceKind {
  const lower = path.toLowerCase();
  if (lower.endsWith('.java')) return 'selenium-java';
  if (lower.endsWith('.py')) return 'selenium-python';
  if (lower.endsWith('.feature') || lower.endsWith('.txt') || lower.endsWith('.md'))
    return 'natural-language';
  // Only an import of selenium-webdriver makes a file Selenium: without the name, no parse.
  if (!source.includes('selenium-webdriver')) return 'protractor';
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, false, scriptKindOf(path));
  let usesSelenium = false;
  const usesProtractor = someNode(sf, (node) => {
    if (ts.isStringLiteral(node)) {
      if (node.text === 'selenium-webdriver') usesSelenium = true;
      return node.text === 'protractor' || node.text.startsWith('protractor/');
    }
    return ts.isIdentifier(node) && protractorGlobals.has(node.text);
  });
  return usesSelenium && !usesProtractor ? 'selenium-js' : 'protractor';
}
