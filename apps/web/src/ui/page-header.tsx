import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
}

/** The one `<h1>` of a page with its introduction. */
export function PageHeader({ title, lead, eyebrow, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
