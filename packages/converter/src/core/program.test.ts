/**
 * The project's checker answers at once for a name no file declares; the declared names come
 * from its own walk of the files, or from the walk a front end makes anyway (`namesOfWalk`).
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { addCheckerName, createProjectProgram, parseProjectFile } from './program.js';

const source = 'var total = 1;\nfunction add(n) { return total + n; }\nadd(total);\n';

/** The `total` read in the last statement, and the checker of a program over the file. */
function programOf(namesOfWalk?: () => ReadonlySet<string> | undefined) {
  const program = createProjectProgram(
    new Map([['sum.js', parseProjectFile('sum.js', source)]]),
    namesOfWalk,
  );
  const sf = program.sourceFile('sum.js') as ts.SourceFile;
  const call = (sf.statements[2] as ts.ExpressionStatement).expression as ts.CallExpression;
  return { checker: program.checker, total: call.arguments[0] as ts.Identifier, sf };
}

describe('the project checker', () => {
  it('resolves a declared name and answers at once for an undeclared one', () => {
    const { checker, total, sf } = programOf();
    expect(checker.getSymbolAtLocation(total)?.declarations?.[0]?.kind).toBe(
      ts.SyntaxKind.VariableDeclaration,
    );
    const add = (sf.statements[2] as ts.ExpressionStatement).expression as ts.CallExpression;
    expect(checker.getSymbolAtLocation(add.expression)?.name).toBe('add');
  });

  it("takes the declared names from the front end's walk once it is done", () => {
    // A walk that found no `total` (which the real one would): the checker trusts it.
    const { checker, total } = programOf(() => new Set(['add']));
    expect(checker.getSymbolAtLocation(total)).toBeUndefined();
  });

  it('walks the files itself when asked before the front end’s walk is done', () => {
    const { checker, total } = programOf(() => undefined);
    expect(checker.getSymbolAtLocation(total)?.name).toBe('total');
  });

  it('counts what a node names and what is assigned to a plain name', () => {
    const names = new Set<string>();
    const sf = parseProjectFile('names.js', 'x = 1; a.b = 2; import { c as d } from "e"; o.f();');
    const visit = (node: ts.Node): void => {
      addCheckerName(node, names);
      node.forEachChild(visit);
    };
    visit(sf);
    expect([...names].sort()).toEqual(['b', 'c', 'd', 'f', 'x']);
  });
});
