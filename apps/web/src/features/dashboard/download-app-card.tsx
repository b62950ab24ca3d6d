import { Link } from 'react-router';
import { Card } from '../../ui/card';
import { PLATFORMS, isAvailable } from '../download/platforms';
import { useDownloadManifest } from '../download/use-download-manifest';
import { useStartDownload } from '../download/use-start-download';

/** One button per platform (name, file, size); Linux is disabled and says Coming soon. */
export function DownloadAppCard() {
  const { state } = useDownloadManifest();
  const { choose, pending } = useStartDownload();
  const manifest = state.status === 'ready' ? state.data : null;

  return (
    <Card title="Download App">
      <ul className="dashboard__downloads">
        {PLATFORMS.map(({ platform, name }) => {
          const entry = manifest?.platforms[platform];
          const available = isAvailable(platform, manifest);
          return (
            <li key={platform}>
              <button
                type="button"
                className="button button--secondary dashboard__download"
                disabled={!available || pending !== null || !manifest}
                onClick={() => choose(platform)}
              >
                <span className="dashboard__download-name">{name}</span>
                <span className="dashboard__download-meta">
                  {available
                    ? pending === platform
                      ? 'Starting download...'
                      : entry
                        ? `${entry.file} · ${entry.size}`
                        : 'Loading...'
                    : 'Coming soon'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {state.status === 'error' && (
        <p className="dashboard__error">The download list could not be loaded.</p>
      )}
      <Link to="/documentation?section=linux-installation" className="dashboard__link">
        Installation guide
      </Link>
    </Card>
  );
}
