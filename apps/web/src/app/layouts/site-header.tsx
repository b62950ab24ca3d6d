import { Fragment, useEffect, useRef } from 'react';
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

/**
 * The small-screen menu is a popover (`popover="auto"`): the browser opens it from the toggle,
 * closes it on Escape and on a tap outside, and lays it over the page below the header, so the
 * header keeps its height. It works before hydration too. Wide screens show it inline (CSS).
 * Until the sign-in check ends, the account buttons are a neutral placeholder of the same size:
 * a signed-in visitor never sees Login / Sign Up first.
 */
export function SiteHeader() {
  const { auth } = useServices();
  const { initialized, authenticated } = useAuth();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDivElement>(null);

  // The menu belongs to the page it was opened on, so following a link closes it.
  useEffect(() => menu.current?.hidePopover?.(), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="Rewright home">
          <Logo />
        </Link>
        <button
          type="button"
          className="button button--ghost site-header__toggle"
          popoverTarget={MENU_ID}
          aria-label="Menu"
        >
          <MenuIcon />
          <CloseIcon />
        </button>
        <div id={MENU_ID} ref={menu} className="site-header__menu" popover="auto">
          <MainNav />
          <div
            className="site-header__account"
            aria-hidden={!initialized || undefined}
            inert={!initialized}
          >
            {/* Keys keep React from morphing the placeholder or Sign Up into the buttons that follow:
                a colour transition from the blank shapes would be caught half-way (low contrast). */}
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
              <Fragment key={initialized ? 'signed-out' : 'placeholder'}>
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
