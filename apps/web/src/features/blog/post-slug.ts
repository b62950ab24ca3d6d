/**
 * The spec's slug rule: the title in lower case, each run of non-alphanumeric characters replaced
 * with one hyphen, leading and trailing hyphens removed. "Alphanumeric" is ASCII a–z and 0–9, so
 * accented letters become separators too and every slug is a plain URL segment.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `'migrating-to-playwright'` → `'Migrating To Playwright'`: a readable label before the post loads. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
