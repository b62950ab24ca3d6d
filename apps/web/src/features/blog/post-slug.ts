/** `'migrating-to-playwright'` → `'Migrating To Playwright'`: a readable label before the post loads. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
