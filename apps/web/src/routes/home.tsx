import { Link } from 'react-router';
import { startSignUp } from '../app/auth/start-sign-up';
import { useServices } from '../app/services';
import type { PageMeta } from '../app/page-metadata';
import '../ui/button.css';
import './home.css';

export const meta: PageMeta = {
  title: 'Rewright — Convert Protractor and Selenium tests to Playwright',
  description:
    'Rewright converts Protractor suites, Selenium tests and plain-language test descriptions into Playwright Test. Start with 25 free credits.',
  robots: 'index, follow',
};

const protractorSample = `it('signs in', async () => {
  await browser.get('/login');
  await element(by.id('email')).sendKeys('ada@example.com');
  await element(by.buttonText('Sign in')).click();
  expect(await element(by.css('h1')).getText())
    .toBe('Dashboard');
});`;

const playwrightSample = `test('signs in', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('h1')).toHaveText('Dashboard');
});`;

export function HomeRoute() {
  const { auth } = useServices();
  return (
    <div className="container">
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <p className="hero__eyebrow">AI-assisted test migration</p>
          <h1 id="hero-title" className="hero__title">
            Move your legacy end-to-end tests to Playwright
          </h1>
          <p className="hero__lead">
            Rewright converts Protractor suites, Selenium WebDriver tests and plain-language test
            descriptions into idiomatic Playwright Test code, right on your machine.
          </p>
          <div className="hero__actions">
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => void startSignUp(auth)}
            >
              Start Free Trial
            </button>
            <Link to="/demo" className="button button--secondary button--large">
              Try the demo
            </Link>
          </div>
          <p className="hero__note">
            25 free credits with every new account. One credit converts one test case.
          </p>
        </div>
        <div className="code-compare" aria-label="A Protractor test and its Playwright conversion">
          <figure className="code-compare__pane">
            <figcaption className="code-compare__label">Protractor</figcaption>
            <pre>
              <code>{protractorSample}</code>
            </pre>
          </figure>
          <figure className="code-compare__pane code-compare__pane--after">
            <figcaption className="code-compare__label">Playwright</figcaption>
            <pre>
              <code>{playwrightSample}</code>
            </pre>
          </figure>
        </div>
      </section>
    </div>
  );
}
