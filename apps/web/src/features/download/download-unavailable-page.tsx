import { Link } from 'react-router';
import { Logo } from '../../app/layouts/logo';
import { SiteFooter } from '../../app/layouts/site-footer';
import { MainNav } from '../../app/layouts/site-header';
import { PageHeader } from '../../ui/page-header';
import '../../ui/button.css';

/** Stands where the server writes the message; scripts/prerender.ts turns it into a comment marker. */
export const DOWNLOAD_MESSAGE_PLACEHOLDER = '%DOWNLOAD_MESSAGE%';

/**
 * The page apps/server answers a browser whose download link cannot be served (missing installer,
 * expired link): the site's header, message and footer as static HTML. It has no script (it is
 * served at the link's /api URL, where the client router has no page), so the header keeps only
 * what works without one: the logo and the plain links.
 */
export function DownloadUnavailablePage() {
  return (
    <div className="public-layout">
      <header className="site-header">
        <div className="container site-header__bar">
          <Link to="/" className="site-header__logo" aria-label="Rewright home">
            <Logo />
          </Link>
          <div className="site-header__menu">
            <MainNav />
          </div>
        </div>
      </header>
      <main id="main-content" className="public-layout__main">
        <div className="container">
          <PageHeader
            eyebrow="Download"
            title="Download unavailable"
            lead={DOWNLOAD_MESSAGE_PLACEHOLDER}
            actions={
              <>
                <Link to="/download" className="button button--primary">
                  Back to Download
                </Link>
                <Link to="/contact" className="button button--secondary">
                  Contact support
                </Link>
              </>
            }
          />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
