/**
 * The order to emit a class's members in, read off its syntax before any of them is emitted, so
 * each member is emitted after the members whose facts it reads:
 *
 * - a method after the methods it calls (`this.chooseCountry(…)`: whether that became async);
 * - a member reading `this.x` after the constructor that assigns it (`this.x = element(…)`: the
 *   field's kind);
 * - the constructor after the methods it calls (`this.email = this.field('email')`);
 * - a field declared without a value after the constructor that assigns it.
 *
 * The class is still printed in source order. A cycle is broken where it closes (source order).
 */
import ts from 'typescript';
import { thisAssignment } from './constructors.js';

export function memberEmissionOrder(cls: ts.ClassLikeDeclaration): ts.ClassElement[] {
  const members = cls.members.filter((m) => !ts.isSemicolonClassElement(m));
  const byName = new Map<string, ts.ClassElement>();
  for (const member of members)
    if (member.name && (ts.isIdentifier(member.name) || ts.isPrivateIdentifier(member.name)))
      if (!byName.has(member.name.text)) byName.set(member.name.text, member);
  const ctor = members.find(ts.isConstructorDeclaration);
  const assigned = new Set(
    (ctor?.body?.statements ?? []).flatMap((s) => thisAssignment(s)?.name ?? []),
  );

  const dependencies = (member: ts.ClassElement): ts.ClassElement[] => {
    const found: ts.ClassElement[] = [];
    // `private email: ElementFinder;`: its kind is what the constructor assigns.
    if (ctor && ts.isPropertyDeclaration(member) && !member.initializer) {
      const name = member.name;
      if ((ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) && assigned.has(name.text))
        found.push(ctor);
    }
    const visit = (node: ts.Node): void => {
      if (ts.isClassLike(node)) return;
      if (
        ts.isPropertyAccessExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ThisKeyword
      ) {
        const name = node.name.text;
        const target = byName.get(name);
        if (target && target !== member && !ts.isPropertyDeclaration(target)) found.push(target);
        else if (ctor && member !== ctor && assigned.has(name)) found.push(ctor);
      }
      node.forEachChild(visit);
    };
    member.forEachChild(visit);
    return found;
  };

  const ordered: ts.ClassElement[] = [];
  const seen = new Set<ts.ClassElement>();
  const visit = (member: ts.ClassElement): void => {
    if (seen.has(member)) return;
    seen.add(member);
    for (const dependency of dependencies(member)) visit(dependency);
    ordered.push(member);
  };
  for (const member of members) visit(member);
  return ordered;
}
