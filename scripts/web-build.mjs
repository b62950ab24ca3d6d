// Whether apps/web/dist must be (re)built: missing, or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sourceEntries = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts'];

export function isWebBuildStale(root) {
  const web = join(root, 'apps', 'web');
  const marker = join(web, 'dist', 'routes.json');
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  const contracts = join(root, 'packages', 'contracts', 'src');
  const sources = [...sourceEntries.map((entry) => join(web, entry)), contracts];
  return sources.some((path) => newestModification(path) > builtAt);
}

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}
