import { Fragment, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { startSignUp } from '../auth/start-sign-up';
import { useAuth } from '../auth/use-auth';
import { useServices } from '../services';
import { CloseIcon, MenuIcon, UserIcon } from '../../ui/icons';
import { Logo } from './logo';
import '../../ui/button.css';
import './site-header.css';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/download', label: 'Download' },
  { to: '/demo', label: 'Demo' },
  { to: '/contact', label: 'Contact' },
];

const MENU_ID = 'site-menu';

function report(action: string) {
  return (error: unknown) => console.error(`[rewright] ${action} failed.`, error);
}

/** The header's page links; also on the script-free download-unavailable page. */
export function MainNav() {
  return (
    <nav aria-label="Main">
      <ul className="site-header__links">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="site-header__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader() {
  const { auth } = useServices();
  const { authenticated } = useAuth();
  const { pathname } = useLocation();
  // The small-screen menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="Rewright home">
          <Logo />
        </Link>
        <button
          type="button"
          className="button button--ghost site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={MENU_ID} className="site-header__menu" data-open={menuOpen}>
          <MainNav />
          <div className="site-header__account">
            {/* Keys keep React from morphing Sign Up into Logout (with a colour transition) on sign-in. */}
            {authenticated ? (
              <Fragment key="signed-in">
                <Link to="/dashboard" className="site-header__user" aria-label="Dashboard">
                  <UserIcon />
                </Link>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => auth.logout().catch(report('Logout'))}
                >
                  Logout
                </button>
              </Fragment>
            ) : (
              <Fragment key="signed-out">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => auth.login().catch(report('Login'))}
                >
                  Login
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => startSignUp(auth).catch(report('Sign up'))}
                >
                  Sign Up
                </button>
              </Fragment>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
