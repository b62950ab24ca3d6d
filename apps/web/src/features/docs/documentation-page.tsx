import type { ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DOC_SECTIONS,
  findSection,
  LINUX_SUB_ENTRIES,
  resolveSectionId,
  sectionPath,
  type DocSectionId,
} from './doc-sections';
import { BuyPackSection } from './sections/buy-pack';
import { DownloadAppSection } from './sections/download-app';
import { ForgotPasswordSection } from './sections/forgot-password';
import { LinuxInstallationSection } from './sections/linux-installation';
import { SignupLoginSection } from './sections/signup-login';
import { UseAppSection } from './sections/use-app';
import './documentation-page.css';

const SECTION_CONTENT: Record<DocSectionId, ComponentType> = {
  'signup-login': SignupLoginSection,
  'forgot-password': ForgotPasswordSection,
  'buy-pack': BuyPackSection,
  'download-app': DownloadAppSection,
  'linux-installation': LinuxInstallationSection,
  'use-app': UseAppSection,
};

/**
 * The User Guide: one section at a time, chosen by `?section=`; sidebar or dropdown to switch.
 * Each section is prerendered to a page of its own, which the server answers its address with,
 * so the first render reads the section from the address too and hydration matches. The route
 * table gives each section its own head tags (documentation.meta.ts).
 */
export function DocumentationPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const current = resolveSectionId(searchParams.get('section'));
  const section = findSection(current);
  const Content = SECTION_CONTENT[current];

  return (
    <div className="docs">
      <aside className="docs__sidebar">
        <nav aria-label="User Guide sections">
          <ul className="docs__nav">
            {DOC_SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <Link
                  to={sectionPath(id)}
                  className="docs__nav-link"
                  aria-current={id === current ? 'page' : undefined}
                >
                  {title}
                </Link>
                {id === 'linux-installation' && current === id && (
                  <ul className="docs__subnav">
                    {LINUX_SUB_ENTRIES.map((entry) => (
                      <li key={entry.id}>
                        <Link to={`${sectionPath(id)}#${entry.id}`} className="docs__subnav-link">
                          {entry.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="docs__main">
        <label className="docs__picker">
          <span>Section</span>
          <select
            value={current}
            onChange={(event) => void navigate(sectionPath(resolveSectionId(event.target.value)))}
          >
            {DOC_SECTIONS.map(({ id, title }) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <section className="docs__content" aria-labelledby="docs-section-title">
          <h2 id="docs-section-title">{section.title}</h2>
          {current === 'linux-installation' && (
            <nav className="docs__jump" aria-label="On this page">
              {LINUX_SUB_ENTRIES.map((entry) => (
                <Link key={entry.id} to={`${sectionPath(current)}#${entry.id}`}>
                  {entry.title}
                </Link>
              ))}
            </nav>
          )}
          <Content />
        </section>
      </div>
    </div>
  );
}
