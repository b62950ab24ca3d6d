import type { DownloadManifest } from '@rewright/contracts';
import { Link } from 'react-router';
import { Card } from '../../ui/card';
import {
  FROM_SOURCE_HINT,
  PLATFORMS,
  installerState,
  isAvailable,
  listPlatformNames,
} from '../download/platforms';
import { useDownloadManifest } from '../download/use-download-manifest';
import { useStartDownload } from '../download/use-start-download';

/** "This server has no installer for Windows or Linux. Run the app from source instead: …" */
function missingInstallersNote(manifest: DownloadManifest | null): string | null {
  if (!manifest) return null;
  const missing = PLATFORMS.filter(
    ({ platform }) => installerState(manifest.platforms[platform]) !== 'ready',
  ).map(({ name }) => name);
  if (missing.length === 0) return null;
  return `This server has no installer for ${listPlatformNames(missing)}. ${FROM_SOURCE_HINT}`;
}

/**
 * One button per platform (name, file, size); Linux is disabled and says Coming soon. A platform
 * whose installer this server lacks is disabled too, and the note under the list says so and how
 * to run the app from source, before any click.
 */
export function DownloadAppCard() {
  const { state } = useDownloadManifest();
  const { choose, pending } = useStartDownload();
  const manifest = state.status === 'ready' ? state.data : null;
  const note = missingInstallersNote(manifest);

  return (
    <Card title="Download App">
      <ul className="dashboard__downloads">
        {PLATFORMS.map(({ platform, name }) => {
          const entry = manifest?.platforms[platform];
          const available = isAvailable(platform, manifest);
          const notHere = entry && installerState(entry) === 'not-on-this-server';
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
                    : notHere
                      ? 'Not on this server'
                      : 'Coming soon'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {note && <p className="dashboard__muted dashboard__note">{note}</p>}
      {state.status === 'error' && (
        <p className="dashboard__error">The download list could not be loaded.</p>
      )}
      <Link to="/documentation?section=linux-installation" className="dashboard__link">
        Installation guide
      </Link>
    </Card>
  );
}
