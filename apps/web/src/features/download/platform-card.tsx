import type { DownloadPlatform } from '@rewright/contracts';
import { useId } from 'react';
import { installerState, missingInstallerNote } from './platforms';

interface PlatformCardProps {
  entry: DownloadPlatform;
  /** Null while the sign-in check runs. */
  signedIn: boolean | null;
  pending: boolean;
  onChoose: () => void;
}

function buttonLabel({ entry, signedIn, pending }: Omit<PlatformCardProps, 'onChoose'>) {
  const state = installerState(entry);
  if (state === 'coming-soon') return 'Coming soon';
  if (state === 'not-on-this-server') return 'Not on this server';
  if (pending) return 'Preparing download...';
  return signedIn === false ? 'Login to Download' : `Download ${entry.fileType}`;
}

export function PlatformCard({ entry, signedIn, pending, onChoose }: PlatformCardProps) {
  const titleId = useId();
  const noteId = useId();
  const ready = installerState(entry) === 'ready';
  const note = missingInstallerNote(entry);
  return (
    <article className="platform-card" aria-labelledby={titleId} data-available={ready}>
      <h3 id={titleId} className="platform-card__name">
        {entry.name}
      </h3>
      <p className="platform-card__description">{entry.description}</p>
      <dl className="platform-card__facts">
        <div>
          <dt>Version</dt>
          <dd>{entry.version}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{entry.size}</dd>
        </div>
        <div>
          <dt>File type</dt>
          <dd>{entry.fileType}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={`button button--large platform-card__button ${
          ready ? 'button--primary' : 'button--secondary'
        }`}
        disabled={!ready || pending}
        aria-describedby={note ? `${titleId} ${noteId}` : titleId}
        onClick={onChoose}
      >
        {buttonLabel({ entry, signedIn, pending })}
      </button>
      {note && (
        <p id={noteId} className="platform-card__note">
          {note}
        </p>
      )}
    </article>
  );
}
