import { Outlet } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './public-layout.css';

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <Breadcrumbs className="container" />
      <main id="main-content" className="public-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
