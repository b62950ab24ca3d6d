/**
 * Joins generated code without copying it. `Array.prototype.join` writes every part into a new
 * flat string, and a nested body (a describe in a describe, a callback in a callback) is joined
 * again at every level above it: quadratic in the nesting depth. `+` makes a rope that V8 flattens
 * once, where the whole file's text is first read.
 */
export function joinRope(parts: readonly string[], separator = ''): string {
  let text = '';
  for (let i = 0; i < parts.length; i++)
    text = i === 0 ? (parts[0] as string) : text + separator + parts[i];
  return text;
}
