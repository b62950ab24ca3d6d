import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."users"`. Our tables live in whichever
 * schema `search_path` selects (tests migrate one fresh schema per file), so the generated SQL
 * must not name a schema. Run after every `drizzle-kit generate` (npm run db:generate does).
 */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

for (const name of await readdir(folder)) {
  if (!name.endsWith('.sql')) continue;
  const file = path.join(folder, name);
  const sql = await readFile(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) await writeFile(file, unqualified);
}
