/** One text field of a parsed form post; a missing or repeated field reads as ''. */
export function fieldOf(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
