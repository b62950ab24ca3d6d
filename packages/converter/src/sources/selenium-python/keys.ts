/**
 * `send_keys` → Playwright typing through the shared key table: literal text, `Keys.*`, keys joined
 * with `+` (a modifier held for the rest of the call, as WebDriver does), and file uploads
 * (`send_keys(path)` on a file input becomes `setInputFiles`).
 */
import { typeKeys, type KeyInput } from '../../webdriver/keys.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Python's `Keys` names that the shared table spells otherwise. */
export const pythonKeyAliases = lookupTable<Record<string, string>>({ BACKSPACE: 'BACK_SPACE' });

function keyInputs(ctx: RuleContext, node: PyNode, scope: Scope): KeyInput[] {
  const key = node.text
    .replace(/\s+/g, '')
    .match(/^(?:webdriver\.common\.keys\.)?Keys\.([A-Z_0-9]+)$/);
  if (key) return [{ t: 'key', name: pythonKeyAliases[key[1] as string] ?? (key[1] as string) }];
  const literal = literalValue(node);
  if (literal !== undefined) return [{ t: 'text', value: literal }];
  if (node.type === 'binary_operator' && node.children[1]?.text === '+') {
    const left = keyInputs(ctx, field(node, 'left') as PyNode, scope);
    const right = keyInputs(ctx, field(node, 'right') as PyNode, scope);
    if (left.some((i) => i.t === 'key') || right.some((i) => i.t === 'key'))
      return [...left, ...right];
  }
  return [{ t: 'dynamic', code: text(ctx.value(node, scope)) }];
}

const pathLike = /os\.path|Path\(|__file__|abspath|\b\w*(file|path)\w*\b/i;

/** A string written as a file's path: absolute, `./`/`../`/`~/`-relative, ending in an extension. */
const literalPath = /^(?:[A-Za-z]:[\\/]|\/|\.{1,2}[\\/]|~[\\/])[^?#\n]*\.\w{1,5}$/;

/** A locator whose selector names a file input. */
const fileInput = /type\s*=\s*\\?['"]?file\b/;

/**
 * A value that names a file to upload: a path built with `os.path`/`pathlib`, a `*_path` name, or
 * a module constant assigned such a path (`AVATAR = os.path.join(...)`).
 */
function isFilePath(node: PyNode): boolean {
  const literal = literalValue(node);
  if (literal !== undefined) return literalPath.test(literal);
  if (pathLike.test(node.text)) return true;
  if (node.type !== 'identifier') return false;
  const definition = named(node.tree.rootNode)
    .filter((statement) => statement.type === 'expression_statement')
    .map((statement) => named(statement)[0])
    .find(
      (assignment) =>
        assignment?.type === 'assignment' && field(assignment, 'left')?.text === node.text,
    );
  const value = definition && field(definition, 'right');
  return (
    value !== undefined &&
    value !== null &&
    pathLike.test(value.text) &&
    literalValue(value) === undefined
  );
}

/** The statements that type `args` into `target` (a locator, or `page.keyboard`). */
export function sendKeys(
  ctx: RuleContext,
  target: string,
  args: CallArgs,
  scope: Scope,
  keyboard = false,
): string[] {
  const first = args.positional[0];
  if (
    !keyboard &&
    args.positional.length === 1 &&
    first &&
    (isFilePath(first) || (fileInput.test(target) && !/Keys\s*\./.test(first.text)))
  )
    return [`await ${target}.setInputFiles(${ctx.value(first, scope)})`];
  const inputs = args.positional.flatMap((a) => keyInputs(ctx, a, scope));
  const calls = typeKeys(text(target), inputs, {
    cleared: false,
    typeMethod: keyboard ? 'type' : 'pressSequentially',
  });
  if (!calls) throw new Unconvertible(args.node, 'selenium-python/send-keys');
  return calls.map((c) => `await ${print(c)}`);
}
