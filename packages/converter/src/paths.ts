/** Output paths of converted files: same folder and base name, `.ts`. */

export function outputPathOf(sourcePath: string): string {
  // Python: pytest's test modules (`test_*.py`, `*_test.py`) become specs Playwright finds by name.
  if (sourcePath.endsWith('.py')) {
    const base = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
    const stem = sourcePath.slice(0, -3);
    return /^test_|_test\.py$/.test(base) ? `${stem}.spec.ts` : `${stem}.ts`;
  }
  // Java: a test class (`LoginTest.java`, `TestLogin.java`, `LoginTests.java`, `LoginIT.java`)
  // becomes a spec; base classes (`BaseTest`, `AbstractTest`), page objects and helpers keep their
  // names, in the same package folders.
  if (sourcePath.endsWith('.java')) {
    const stem = sourcePath.slice(0, -5);
    const base = stem.slice(stem.lastIndexOf('/') + 1);
    return /^(Test|(?!Base|Abstract)\w*(Tests?|IT|TestCase)$)/.test(base)
      ? `${stem}.spec.ts`
      : `${stem}.ts`;
  }
  // Natural language: a `.feature` or a described test case becomes a spec Playwright finds by name.
  const described = /\.(?:feature|md|txt)$/i.exec(sourcePath);
  if (described) return `${sourcePath.slice(0, described.index)}.spec.ts`;
  for (const ext of ['.js', '.jsx', '.mjs', '.cjs', '.tsx', '.mts', '.cts']) {
    if (sourcePath.endsWith(ext)) return `${sourcePath.slice(0, -ext.length)}.ts`;
  }
  return sourcePath.endsWith('.ts') ? sourcePath : `${sourcePath}.ts`;
}

/** The folder of a `/`-separated path ('' at the root). */
export function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

export function joinPath(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

/**
 * `to` as seen from the folder `from` (both `/`-separated, relative to the same root; '' is the
 * root): `relativePath('e2e/specs', 'e2e/pages/home.ts')` → `../pages/home.ts`.
 */
export function relativePath(from: string, to: string): string {
  const a = from ? from.split('/') : [];
  const b = to ? to.split('/') : [];
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common] && a[common] !== '..')
    common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}
