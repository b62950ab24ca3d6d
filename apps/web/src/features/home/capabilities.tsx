import { Link } from 'react-router';

const CAPABILITIES = [
  {
    title: 'Protractor and Selenium in',
    text: 'Protractor on Jasmine or Mocha, and Selenium WebDriver in JavaScript, TypeScript, Java and Python.',
  },
  {
    title: 'Plain language in',
    text: 'Describe a test in steps and get a runnable Playwright test for it.',
  },
  {
    title: 'Idiomatic Playwright out',
    text: 'Role and test-id locators where they fit, web-first assertions, and no fixed sleeps.',
  },
  {
    title: 'Page objects kept',
    text: 'Page-object classes are converted too and take the page fixture, so your structure stays.',
  },
  {
    title: 'Nothing dropped silently',
    text: 'Code the rules cannot convert is kept under a clear TODO comment with a diagnostic.',
  },
  {
    title: 'Runs on your machine',
    text: 'The desktop app converts locally; only small relevant snippets ever go to an AI provider.',
  },
];

export function Capabilities() {
  return (
    <section className="home-section" aria-labelledby="capabilities-title">
      <h2 id="capabilities-title" className="home-section__title">
        What Rewright does
      </h2>
      <ul className="capabilities">
        {CAPABILITIES.map((capability) => (
          <li key={capability.title} className="capability-card">
            <h3 className="capability-card__title">
              <Link to="/features" className="capability-card__link">
                {capability.title}
              </Link>
            </h3>
            <p>{capability.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
