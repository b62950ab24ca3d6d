import type { PageMeta } from '../../app/page-metadata';

/** The User Guide's sections (spec section 2), in sidebar order; `signup-login` is the default. */
export const DOC_SECTIONS = [
  {
    id: 'signup-login',
    title: 'Sign Up & Login',
    summary:
      'Create a Rewright account, sign in with a password, Google or Microsoft, and sign out.',
  },
  {
    id: 'forgot-password',
    title: 'Forgot Password',
    summary: 'Reset a forgotten password with an e-mailed link that expires after 24 hours.',
  },
  {
    id: 'buy-pack',
    title: 'Buy a Pack',
    summary: 'How credits work and how to buy the Standard Pack: 250 credits for 99 USD.',
  },
  {
    id: 'download-app',
    title: 'Download the App',
    summary: 'Download the Rewright desktop app for Windows 10 or later and macOS 10.15 or later.',
  },
  {
    id: 'linux-installation',
    title: 'Linux Installation',
    summary:
      'Install the prerequisites — Node.js, npm, npx and Playwright — on Linux, Windows and Mac.',
  },
  {
    id: 'use-app',
    title: 'Use the App',
    summary: 'Convert a Protractor, Selenium or natural-language suite to Playwright Test.',
  },
] as const;

export type DocSectionId = (typeof DOC_SECTIONS)[number]['id'];
export type DocSection = (typeof DOC_SECTIONS)[number];

export const DEFAULT_SECTION: DocSectionId = 'signup-login';

/** The Linux Installation entry's sub-entries; each scrolls to the element with its id. */
export const LINUX_SUB_ENTRIES = [
  { id: 'linux-prerequisites', title: 'Prerequisites' },
  { id: 'linux-windows', title: 'Windows' },
  { id: 'linux-mac', title: 'Mac' },
] as const;

/** `?section=` value → a known section; missing or unknown ids fall back to signup-login. */
export function resolveSectionId(value: string | null | undefined): DocSectionId {
  return DOC_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SECTION;
}

export function findSection(id: DocSectionId): DocSection {
  return DOC_SECTIONS.find((section) => section.id === id) ?? DOC_SECTIONS[0];
}

/** The default section's address is the bare page; the others carry `?section=`. */
export function sectionPath(id: DocSectionId): string {
  return id === DEFAULT_SECTION ? '/documentation' : `/documentation?section=${id}`;
}

/** Per-section title, canonical and alternate URLs, and schema.org TechArticle data. */
export function metaForSection(id: DocSectionId): PageMeta {
  const section = findSection(id);
  const path = sectionPath(id);
  const title = `User Guide: ${section.title}`;
  return {
    title,
    description: section.summary,
    robots: 'index, follow',
    canonicalPath: path,
    alternates: [
      { hreflang: 'en', href: path },
      { hreflang: 'x-default', href: path },
    ],
    openGraph: { type: 'article' },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: title,
      description: section.summary,
      inLanguage: 'en',
      proficiencyLevel: 'Beginner',
      articleSection: section.title,
      author: { '@type': 'Organization', name: 'Rewright' },
      publisher: { '@type': 'Organization', name: 'Rewright' },
      about: {
        '@type': 'SoftwareApplication',
        name: 'Rewright',
        applicationCategory: 'DeveloperApplication',
        operatingSystem: 'Windows 10 or later, macOS 10.15 or later',
        softwareVersion: '1.0.0',
      },
    },
  };
}
