import { Link } from 'react-router';
import './cookie-policy.css';

const STORAGE = [
  {
    name: 'Sign-in session cookies',
    who: 'Our sign-in service',
    why: 'Keep you signed in and let the site check your session silently when a page loads.',
    lasts: 'Until you log out or the session ends',
  },
  {
    name: 'Login attempt (local storage)',
    who: 'This website',
    why: 'Matches the answer of the sign-in service to the login you started (state, nonce and code verifier).',
    lasts: 'Up to 60 minutes',
  },
  {
    name: 'redirectAfterLogin, selectedPlan, signupFlow (session storage)',
    who: 'This website',
    why: 'Remember where to continue after signing in, the pack you chose, and that you are signing up.',
    lasts: 'Until you close the tab',
  },
  {
    name: 'Payment provider cookies',
    who: 'Our card payment provider',
    why: 'Fraud prevention during a card checkout on the provider’s own page.',
    lasts: 'Set by the provider',
  },
];

export function CookiePolicyContent() {
  return (
    <div className="cookie-policy">
      <section aria-labelledby="cookie-what">
        <h2 id="cookie-what">What we store and why</h2>
        <p>
          Rewright uses only what it needs to sign you in and to complete what you asked for. We do
          not use advertising cookies, and our page-view statistics set no cookie and carry no user
          id.
        </p>
        <div
          className="cookie-policy__table-wrap"
          tabIndex={0}
          role="group"
          aria-label="Cookies and storage, scrollable"
        >
          <table className="cookie-policy__table">
            <caption className="visually-hidden">
              Cookies and browser storage used by Rewright
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Set by</th>
                <th scope="col">Purpose</th>
                <th scope="col">Lasts</th>
              </tr>
            </thead>
            <tbody>
              {STORAGE.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.who}</td>
                  <td>{row.why}</td>
                  <td>{row.lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="cookie-control">
        <h2 id="cookie-control">Your choices</h2>
        <p>
          You can delete cookies and site data in your browser settings at any time. Blocking the
          sign-in cookies means you cannot stay signed in; the public pages keep working.
        </p>
      </section>
      <section aria-labelledby="cookie-contact">
        <h2 id="cookie-contact">Questions</h2>
        <p>
          If you have a question about this policy, <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </div>
  );
}
