/** Output paths of converted files: same folder and base name, `.ts`. */

export function outputPathOf(sourcePath: string): string {
  for (const ext of ['.js', '.jsx', '.mjs', '.cjs', '.tsx', '.mts', '.cts']) {
    if (sourcePath.endsWith(ext)) return `${sourcePath.slice(0, -ext.length)}.ts`;
  }
  return sourcePath.endsWith('.ts') ? sourcePath : `${sourcePath}.ts`;
}

export function joinPath(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}
