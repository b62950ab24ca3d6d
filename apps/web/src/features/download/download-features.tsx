const FEATURES = [
  {
    title: 'Instant AI-Powered Migration',
    text: 'Deterministic rules convert the bulk of each file at once; AI helps only with the leftovers.',
  },
  {
    title: 'Secure & Private',
    text: 'Conversions happen locally. Only small relevant snippets the rules cannot handle go to an AI provider.',
  },
  {
    title: 'Cross-Platform',
    text: 'Windows 10 or later and macOS 10.15 or later today; Linux is coming soon.',
  },
  {
    title: 'No Manual Rewriting',
    text: 'Locators, waits, assertions and page objects become idiomatic Playwright Test code.',
  },
];

export function DownloadFeatures() {
  return (
    <section className="download-section" aria-labelledby="download-features-title">
      <h2 id="download-features-title" className="download-section__title">
        Why the desktop app
      </h2>
      <ul className="download-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="download-feature">
            <h3 className="download-feature__title">{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
