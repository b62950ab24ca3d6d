/**
 * The kinds values have without emitting them: a literal's, a Protractor type annotation's, what a
 * kind becomes once settled into a variable.
 */
import ts from 'typescript';
import { unknown, type Kind } from './kinds.js';

export function promiseOrValue(kind: Kind, promise: boolean): Kind {
  return promise ? { type: 'promise', of: kind } : kind;
}

/** The kind a value has once settled into a variable. */
export function settledKindOf(kind: Kind): Kind {
  switch (kind.type) {
    case 'promise':
      return kind.sync ? kind.of : kind.of;
    case 'finder':
      return {
        type: 'finder',
        first: false,
        ...(kind.leaf ? { leaf: true } : {}),
        ...(kind.options ? { options: true } : {}),
        ...(kind.fileInput ? { fileInput: true } : {}),
      };
    case 'by':
      return { type: 'value', of: 'string' };
    case 'key':
      return { type: 'value', of: 'string' };
    default:
      return kind;
  }
}

export function kindOfLiteral(node: ts.Node): Kind {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateExpression:
      return { type: 'value', of: 'string' };
    case ts.SyntaxKind.NumericLiteral:
      return { type: 'value', of: 'number' };
    case ts.SyntaxKind.TrueKeyword:
    case ts.SyntaxKind.FalseKeyword:
      return { type: 'value', of: 'boolean' };
    case ts.SyntaxKind.ArrayLiteralExpression:
      return { type: 'value', of: 'array' };
    default:
      return unknown;
  }
}

/** The kind a Protractor type annotation (`ElementFinder`, `ElementArrayFinder`) says. */
export function kindOfTypeNode(type: ts.TypeNode): Kind | undefined {
  if (!ts.isTypeReferenceNode(type)) return undefined;
  const name = ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
  if (name === 'ElementFinder' || name === 'WebElement' || name === 'WebElementPromise')
    return { type: 'finder', first: false };
  if (name === 'ElementArrayFinder') return { type: 'finders' };
  if (name === 'ProtractorBrowser') return { type: 'browser', path: [] };
  return undefined;
}
