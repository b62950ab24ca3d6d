import type { ReactNode } from 'react';

interface CodePanelProps {
  title: string;
  /** Names the region for assistive technology and tests: "Sample input", "Playwright output". */
  label: string;
  children: ReactNode;
  variant?: 'input' | 'output';
}

export function CodePanel({ title, label, children, variant = 'input' }: CodePanelProps) {
  return (
    <section className={`code-panel code-panel--${variant}`} aria-label={label}>
      <h2 className="code-panel__title">{title}</h2>
      {children}
    </section>
  );
}

/** A scrollable code block; focusable so keyboard users can scroll it (axe scrollable-region-focusable). */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <pre className="code-panel__code" tabIndex={0} aria-label={label}>
      <code>{code.trimEnd()}</code>
    </pre>
  );
}
