const ROWS = [
  {
    topic: 'Waiting',
    legacy: 'browser.sleep, browser.wait and hand-written retry loops',
    playwright: 'Locators that auto-wait and web-first assertions that retry',
  },
  {
    topic: 'Maintenance',
    legacy: 'Protractor reached end of life; WebDriver setups drift with every browser update',
    playwright: 'Actively maintained, with browsers installed and versioned by the test runner',
  },
  {
    topic: 'Browsers',
    legacy: 'One driver binary per browser to install and keep in step',
    playwright: 'Chromium, Firefox and WebKit from one API',
  },
  {
    topic: 'Debugging',
    legacy: 'Screenshots and console logs after the fact',
    playwright: 'Trace viewer with a timeline, DOM snapshots and network log',
  },
  {
    topic: 'Speed',
    legacy: 'Serial runs, a new browser session per spec',
    playwright: 'Parallel workers and isolated browser contexts out of the box',
  },
];

export function Comparison() {
  return (
    <section className="home-section" aria-labelledby="comparison-title">
      <h2 id="comparison-title" className="home-section__title">
        Legacy frameworks versus Playwright
      </h2>
      <p className="home-section__lead">
        Why teams are leaving Protractor and Selenium WebDriver behind.
      </p>
      <div className="comparison">
        <div className="comparison__column comparison__column--legacy">
          <h3 className="comparison__heading">Protractor &amp; Selenium</h3>
          <dl className="comparison__list">
            {ROWS.map((row) => (
              <div key={row.topic} className="comparison__row">
                <dt>{row.topic}</dt>
                <dd>{row.legacy}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="comparison__column comparison__column--playwright">
          <h3 className="comparison__heading">Playwright</h3>
          <dl className="comparison__list">
            {ROWS.map((row) => (
              <div key={row.topic} className="comparison__row">
                <dt>{row.topic}</dt>
                <dd>{row.playwright}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
