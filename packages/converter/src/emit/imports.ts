/**
 * Imports of the generated file, collected while emitting: a rule that writes `expect(` records
 * `expect` from `@playwright/test` at that moment, so the import line always matches the code.
 */

interface ImportedName {
  name: string;
  typeOnly: boolean;
}

/** Playwright first, then generated support modules, then the user's own modules. */
const moduleOrder = (module: string): number =>
  module === '@playwright/test' ? 0 : module.startsWith('.') ? 2 : 1;

export class ImportManager {
  private readonly named = new Map<string, Map<string, ImportedName>>();

  add(module: string, name: string, options: { typeOnly?: boolean } = {}): void {
    let names = this.named.get(module);
    if (!names) {
      names = new Map();
      this.named.set(module, names);
    }
    const existing = names.get(name);
    const typeOnly = options.typeOnly ?? false;
    // Asked for every locator and assertion written: only a change makes a new entry.
    if (existing && (!existing.typeOnly || typeOnly)) return;
    names.set(name, { name, typeOnly });
  }

  has(module: string, name: string): boolean {
    return this.named.get(module)?.has(name) ?? false;
  }

  /** Moves every name recorded for `from` to `to` (e.g. `test` to the Angular support module). */
  move(from: string, to: string, names: readonly string[]): void {
    const source = this.named.get(from);
    if (!source) return;
    for (const name of names) {
      const entry = source.get(name);
      if (!entry) continue;
      source.delete(name);
      this.add(to, name, { typeOnly: entry.typeOnly });
    }
    if (source.size === 0) this.named.delete(from);
  }

  render(): string {
    const modules = [...this.named.keys()].sort(
      (a, b) => moduleOrder(a) - moduleOrder(b) || a.localeCompare(b),
    );
    return modules
      .map((module) => {
        const names = [...(this.named.get(module)?.values() ?? [])];
        const values = names.filter((n) => !n.typeOnly);
        const order = (n: ImportedName): number =>
          n.name === 'test' ? 0 : n.name === 'expect' ? 1 : 2;
        names.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
        const specifiers = names.map((n) =>
          n.typeOnly && values.length > 0 ? `type ${n.name}` : n.name,
        );
        const keyword = values.length === 0 ? 'import type' : 'import';
        return `${keyword} { ${specifiers.join(', ')} } from '${module}';`;
      })
      .join('\n');
  }
}
