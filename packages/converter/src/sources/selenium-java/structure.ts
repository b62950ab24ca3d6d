/**
 * One Java file as a TypeScript module: its package and imports dropped (imports of the output are
 * derived from what was emitted), comments kept, each top-level class emitted by what it is — a
 * test class, a base of test classes, or a page object / helper class.
 */
import type { RuleContext } from './context.js';
import { named, type JNode, field } from './parser.js';
import { sameNode } from './parser.js';
import { classLines } from './classes.js';
import { baseLines, describeLines } from './tests.js';

/** Imports that mean the file used Selenium or a test framework (removed, with a note). */
const frameworkImport =
  /^import\s+(static\s+)?(org\.(openqa|testng|junit|hamcrest|assertj)|io\.github\.bonigarcia)\b/;

export function emitModule(ctx: RuleContext, tree: JNode): string[] {
  const lines: string[] = [];
  let removedImport = false;
  for (const item of named(tree)) {
    if (item.type === 'package_declaration') continue;
    if (item.type === 'import_declaration') {
      if (frameworkImport.test(item.text) && !removedImport) {
        ctx.report(item, 'selenium-java/import-removed');
        removedImport = true;
      }
      continue;
    }
    if (item.type === 'line_comment' || item.type === 'block_comment') {
      lines.push(item.text);
      continue;
    }
    const name = field(item, 'name')?.text ?? '';
    const cls = ctx.facts.classes.get(name);
    if (!cls || !sameNode(cls.node, item)) {
      lines.push(ctx.todo('selenium-java/unsupported-syntax', item.type.replace(/_/g, ' ')));
      ctx.report(item, 'selenium-java/unsupported-syntax', item.type.replace(/_/g, ' '));
      lines.push(...item.text.split('\n').map((l) => `// ${l}`));
      continue;
    }
    if (cls.isTestBase) lines.push(...baseLines(ctx, cls));
    else if (cls.isTestClass) lines.push(...describeLines(ctx, cls));
    else lines.push(...classLines(ctx, cls));
    // Nested classes and enums follow their class, at the top level of the module.
    const body = field(item, 'body');
    for (const nested of body ? named(body) : []) {
      if (!['class_declaration', 'enum_declaration', 'interface_declaration'].includes(nested.type))
        continue;
      const inner = ctx.facts.classes.get(field(nested, 'name')?.text ?? '');
      if (inner && sameNode(inner.node, nested)) lines.push(...classLines(ctx, inner));
    }
  }
  return lines;
}
