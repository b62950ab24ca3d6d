import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/use-auth';
import { useServices } from '../services';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Breadcrumbs } from './breadcrumbs';
import { Logo } from './logo';
import '../../ui/button.css';
import './workspace-layout.css';

const WORKSPACE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/payments', label: 'Payments' },
];

const PANEL_ID = 'workspace-panel';

/** Signed-in pages: a sidebar (a collapsible bar on small screens) beside the page. */
export function WorkspaceLayout() {
  const { auth } = useServices();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // Open on one page only: following a link closes the small-screen panel.
  const [panelOpenOn, setPanelOpenOn] = useState<string | null>(null);
  const panelOpen = panelOpenOn === pathname;
  const username = user?.username || user?.email || 'Account';

  return (
    <div className="workspace">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <aside className="workspace__sidebar" aria-label="Workspace">
        <div className="workspace__top">
          <Link to="/" className="workspace__logo" aria-label="Rewright home">
            <Logo />
          </Link>
          <button
            type="button"
            className="button button--ghost workspace__toggle"
            aria-expanded={panelOpen}
            aria-controls={PANEL_ID}
            aria-label="Workspace menu"
            onClick={() => setPanelOpenOn(panelOpen ? null : pathname)}
          >
            {panelOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <div id={PANEL_ID} className="workspace__panel" data-open={panelOpen}>
          <h2 className="workspace__heading" id="workspace-heading">
            WORKSPACE
          </h2>
          <nav aria-labelledby="workspace-heading">
            <ul className="workspace__links">
              {WORKSPACE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className="workspace__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="workspace__user">
            <span className="workspace__avatar" aria-hidden="true">
              {username.charAt(0).toUpperCase()}
            </span>
            <span className="workspace__username">{username}</span>
            <button
              type="button"
              className="button button--secondary workspace__logout"
              onClick={() =>
                auth
                  .logout()
                  .catch((error: unknown) => console.error('[rewright] Logout failed.', error))
              }
            >
              Logout
            </button>
          </div>
        </div>
      </aside>
      <div className="workspace__content">
        <Breadcrumbs />
        <main id="main-content" className="workspace__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
