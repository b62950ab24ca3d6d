import { Link } from 'react-router';

const REQUIREMENTS = [
  { platform: 'Windows', text: 'Windows 10/11 (64-bit), 4GB RAM' },
  { platform: 'macOS', text: 'macOS 10.15 or later' },
  { platform: 'Linux (coming soon)', text: 'Ubuntu 20.04 or later' },
  { platform: 'To run converted tests', text: 'Node.js, npm, npx and Playwright' },
];

export function SystemRequirements() {
  return (
    <section className="download-section" aria-labelledby="requirements-title">
      <h2 id="requirements-title" className="download-section__title">
        System requirements
      </h2>
      <div className="requirements">
        <dl className="requirements__list">
          {REQUIREMENTS.map((requirement) => (
            <div key={requirement.platform} className="requirements__row">
              <dt>{requirement.platform}</dt>
              <dd>{requirement.text}</dd>
            </div>
          ))}
        </dl>
        <p className="requirements__guide">
          Step by step: <Link to="/documentation?section=download-app">Installation guide</Link> ·{' '}
          <Link to="/documentation?section=linux-installation">Linux installation</Link>
        </p>
      </div>
    </section>
  );
}
