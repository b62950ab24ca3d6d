import { Link } from 'react-router';
import { LinkedInIcon, ProductHuntIcon, XIcon, YouTubeIcon } from '../../ui/icons';
import { Logo } from './logo';
import './site-footer.css';

export const SUPPORT_EMAIL = 'support@rewright.dev';

const SOCIAL_LINKS = [
  {
    href: 'https://www.producthunt.com/products/rewright',
    label: 'Rewright on Product Hunt',
    Icon: ProductHuntIcon,
  },
  {
    href: 'https://www.linkedin.com/company/rewright',
    label: 'Rewright on LinkedIn',
    Icon: LinkedInIcon,
  },
  { href: 'https://www.youtube.com/@rewright', label: 'Rewright on YouTube', Icon: YouTubeIcon },
  { href: 'https://x.com/rewright', label: 'Rewright on X', Icon: XIcon },
];

const PRODUCT_LINKS = [
  { to: '/pricing#faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/download', label: 'Download' },
  { to: '/documentation', label: 'Documentation' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__intro">
            <Logo className="site-footer__brand" />
            <p className="site-footer__blurb">
              Rewright converts Protractor suites, Selenium tests and plain-language test
              descriptions into Playwright Test, so your team can retire legacy end-to-end tooling
              without rewriting every test by hand.
            </p>
            <ul className="site-footer__social">
              {SOCIAL_LINKS.map(({ href, label, Icon }) => (
                <li key={href}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className="site-footer__heading">
              Product
            </h2>
            <ul className="site-footer__links">
              {PRODUCT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="site-footer__heading">Company</h2>
            <address className="site-footer__address">
              Rewright Inc.
              <br />
              233 S Wacker Dr
              <br />
              Chicago, IL 60606
              <br />
              United States
              <br />
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </address>
          </div>
          <nav aria-labelledby="footer-more">
            <h2 id="footer-more" className="site-footer__heading">
              More
            </h2>
            <ul className="site-footer__links">
              <li>
                <Link to="/contact">Contact</Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p>© 2026 Rewright. All rights reserved.</p>
          <ul className="site-footer__legal site-footer__links">
            <li>
              <Link to="/terms">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/cookie-policy">Cookies</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
