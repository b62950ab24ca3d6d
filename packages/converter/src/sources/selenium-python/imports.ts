/**
 * Python imports: the project's own modules become TypeScript imports of their converted files;
 * Selenium, pytest and the standard library are bound to the names rules translate (and need no
 * import of their own).
 */
import { dirOf, outputPathOf, relativePath } from '../../paths.js';
import type { RuleContext, Scope } from './context.js';
import type { ModuleFacts } from './facts.js';
import { field, named, type PyNode } from './parser.js';
import { importedModule } from './modules.js';
import { tsName } from './names.js';
import { isTestClassFacts } from './inheritance.js';

const reportedRemoval = new WeakSet<RuleContext>();

/** The project module an import names, absolutely or relative to `fromPath`'s package. */
export function resolveModule(
  ctx: RuleContext,
  fromPath: string,
  module: string,
): ModuleFacts | undefined {
  const modules = [...ctx.facts.modules.values()];
  if (module.startsWith('.')) {
    const dots = module.match(/^\.+/)?.[0].length ?? 1;
    let dir = dirOf(fromPath);
    for (let i = 1; i < dots; i++) dir = dirOf(dir);
    const rest = module.slice(dots).split('.').filter(Boolean).join('/');
    const target = [dir, rest].filter(Boolean).join('/');
    return modules.find((m) => m.path === `${target}.py` || m.path === `${target}/__init__.py`);
  }
  return (
    modules.find((m) => m.moduleName === module) ??
    modules.find((m) => m.moduleName.endsWith(`.${module}`))
  );
}

/** The specifier of a converted module seen from the converted `fromPath`. */
export function specifierOf(fromPath: string, target: string): string {
  const out = outputPathOf(target).replace(/\.ts$/, '');
  const rel = relativePath(dirOf(fromPath), out);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Binds an import statement's names in the module scope; answers TODO lines for what it cannot. */
export function bindImport(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  let removed = false;
  if (node.type === 'import_statement') {
    for (const item of named(node)) {
      const dotted = (item.type === 'aliased_import' ? field(item, 'name') : item)?.text ?? '';
      const alias = item.type === 'aliased_import' ? field(item, 'alias')?.text : undefined;
      const known = importedModule(dotted, undefined);
      if (known || /^(selenium|pytest|unittest)\b/.test(dotted)) {
        scope.vars.set(alias ?? dotted.split('.')[0] ?? dotted, {
          t: 'module',
          name: known ?? dotted.split('.')[0] ?? dotted,
        });
        removed ||= /^(selenium|pytest|unittest)/.test(dotted);
        continue;
      }
      const target = resolveModule(ctx, ctx.path, dotted);
      if (target) {
        ctx.importName(
          specifierOf(ctx.path, target.path),
          `* as ${tsName(alias ?? dotted.split('.').pop() ?? dotted)}`,
          true,
        );
        continue;
      }
      ctx.report(item, 'selenium-python/unknown-call', `import ${dotted}`);
      scope.vars.set(alias ?? dotted.split('.')[0] ?? dotted, {
        t: 'module',
        name: `unknown:${dotted}`,
      });
    }
  } else {
    const moduleNode = field(node, 'module_name');
    const module = moduleNode?.text ?? '';
    const items = named(node).filter(
      (c) => c.startIndex !== moduleNode?.startIndex && c.type !== 'comment',
    );
    const target = resolveModule(ctx, ctx.path, module);
    for (const item of items) {
      if (item.type === 'wildcard_import') {
        if (target)
          ctx.report(item, 'selenium-python/unsupported-syntax', `from ${module} import *`);
        continue;
      }
      const name = (item.type === 'aliased_import' ? field(item, 'name') : item)?.text ?? '';
      const alias = item.type === 'aliased_import' ? (field(item, 'alias')?.text ?? name) : name;
      if (target) {
        const specifier = specifierOf(ctx.path, target.path);
        const local = tsName(alias);
        const exported = ctx.facts.classes.has(name) ? name : tsName(name);
        if (ctx.facts.fixtures.has(name) || name === 'test') continue;
        // A test class is a `test.describe`; a subclass holds what it inherits (`inheritance.ts`).
        const cls = ctx.facts.classes.get(name);
        if (cls && isTestClassFacts(cls)) {
          for (const used of moduleNamesUsedBy(target.tree, cls.node))
            ctx.importName(specifier, tsName(used));
          continue;
        }
        ctx.importName(specifier, exported === local ? local : `${exported} as ${local}`);
        continue;
      }
      const known = importedModule(module, name);
      if (known) {
        if (known !== 'exception') scope.vars.set(alias, { t: 'module', name: known });
        removed ||= /^(selenium|pytest|unittest)/.test(module);
        continue;
      }
      if (/^(selenium|pytest|unittest|_pytest)/.test(module)) {
        removed = true;
        continue;
      }
      ctx.report(item, 'selenium-python/unknown-call', `from ${module} import ${name}`);
      scope.vars.set(alias, { t: 'module', name: `unknown:${module}.${name}` });
    }
  }
  if (removed && !reportedRemoval.has(ctx)) {
    reportedRemoval.add(ctx);
    ctx.report(node, 'selenium-python/import-removed');
  }
  return [];
}

/** The module-level names (constants, functions) of `module` that the class's code reads. */
function moduleNamesUsedBy(module: PyNode, cls: PyNode): string[] {
  const defined = new Set<string>();
  for (const statement of named(module)) {
    const def = statement.type === 'decorated_definition' ? named(statement).pop() : statement;
    const assigned =
      statement.type === 'expression_statement' && named(statement)[0]?.type === 'assignment'
        ? field(named(statement)[0] as PyNode, 'left')
        : def?.type === 'function_definition'
          ? field(def, 'name')
          : undefined;
    if (assigned?.type === 'identifier') defined.add(assigned.text);
  }
  const used = new Set<string>();
  const stack = [cls];
  while (stack.length) {
    const n = stack.pop() as PyNode;
    if (n.type === 'identifier' && defined.has(n.text)) used.add(n.text);
    stack.push(...named(n));
  }
  return [...used].sort();
}
