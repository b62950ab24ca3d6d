/**
 * What names in a file refer to, through the project's program: declarations (following imports),
 * variables assigned again, bindings from project files outside a one-file conversion. Names no
 * file of the project declares (`describe`, `browser`) skip the checker's scope lookup.
 */
import ts from 'typescript';
import type { ProjectState } from './state.js';
import { isRelativeImportBinding, isRelativeSpecifier, isRequireCall } from './syntax-facts.js';
import { isPropertyName, isScopeReference, walk } from './syntax-walk.js';

/** Per file: the declarations an assignment in the file targets. */
const reassignedDeclarations = new WeakMap<ts.SourceFile, Set<ts.Node>>();

export class Declarations {
  constructor(
    private readonly sf: ts.SourceFile,
    private readonly state: ProjectState,
  ) {}

  /**
   * The checker's symbol of a name, without the checker's work for a plain reference or property
   * name no file of the project declares (it has none): a scope lookup one step per enclosing
   * scope, or typing the receiver of `x.name`.
   */
  symbolAt(node: ts.Node): ts.Symbol | undefined {
    if (
      ts.isIdentifier(node) &&
      !this.state.declaredNames.has(node.text) &&
      (isScopeReference(node) || (this.state.membersIndexed && isPropertyName(node)))
    )
      return undefined;
    return this.state.checker.getSymbolAtLocation(node);
  }

  /** The declaration an identifier or property name refers to, following imports. */
  declarationOf(node: ts.Node): ts.Node | undefined {
    const checker = this.state.checker;
    let symbol: ts.Symbol | undefined;
    try {
      symbol = this.symbolAt(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    } catch {
      return undefined;
    }
    if (!symbol) return undefined;
    if (ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node) {
      symbol = checker.getShorthandAssignmentValueSymbol(node.parent) ?? symbol;
    }
    return symbol.valueDeclaration ?? symbol.declarations?.[0];
  }

  /** The import (or require) that declares an identifier, without following it to its module. */
  importDeclarationOf(node: ts.Identifier): ts.Node | undefined {
    try {
      return this.symbolAt(node)?.declarations?.[0];
    } catch {
      return undefined;
    }
  }

  /** Whether a variable is assigned anywhere in this file besides its initializer. */
  isReassigned(decl: ts.VariableDeclaration): boolean {
    const list = decl.parent;
    if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) return false;
    let assigned = reassignedDeclarations.get(this.sf);
    if (!assigned) {
      // Every assignment of the file, found once: a big file asks about many variables.
      const found = new Set<ts.Node>();
      walk(this.sf, (n) => {
        if (
          ts.isBinaryExpression(n) &&
          n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
          ts.isIdentifier(n.left)
        ) {
          const target = this.declarationOf(n.left);
          if (target) found.add(target);
        }
      });
      assigned = found;
      reassignedDeclarations.set(this.sf, assigned);
    }
    return assigned.has(decl);
  }

  /** Whether a callee was imported from a project module that is not part of this conversion. */
  isExternalProjectBinding(node: ts.Node): boolean {
    if (!this.state.isolated) return false;
    let root: ts.Node = node;
    while (
      ts.isPropertyAccessExpression(root) ||
      ts.isCallExpression(root) ||
      ts.isElementAccessExpression(root)
    ) {
      root = root.expression;
    }
    if (!ts.isIdentifier(root)) return false;
    const decl = this.declarationOf(root) ?? this.importDeclarationOf(root);
    if (!decl) return false;
    if (isRelativeImportBinding(decl)) return true;
    // `var po = new LoginPage()` where LoginPage is imported.
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = decl.initializer;
      if (ts.isNewExpression(init)) return this.isExternalProjectBinding(init.expression);
      if (isRequireCall(init)) return isRelativeSpecifier(init);
    }
    const kind = this.state.declKinds.get(decl);
    return kind?.type === 'instance' && !kind.declaration;
  }
}
