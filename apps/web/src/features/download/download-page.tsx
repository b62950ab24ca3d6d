import { Skeleton } from '../../ui/skeleton';
import { DownloadFeatures } from './download-features';
import { PlatformCard } from './platform-card';
import { PlatformChooser } from './platform-chooser';
import { PLATFORMS } from './platforms';
import { SystemRequirements } from './system-requirements';
import { useDownloadManifest, type ManifestState } from './use-download-manifest';
import { useStartDownload } from './use-start-download';
import './download.css';

interface PlatformCardsProps extends ReturnType<typeof useStartDownload> {
  state: ManifestState;
  onRetry: () => void;
}

function PlatformCards({ state, onRetry, choose, pending, signedIn }: PlatformCardsProps) {
  if (state.status === 'loading') {
    return (
      <div className="platform-cards" role="status">
        <span className="visually-hidden">Loading downloads...</span>
        {PLATFORMS.map(({ platform }) => (
          <div key={platform} className="platform-card">
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton height="1rem" />
            <Skeleton width="70%" height="4rem" />
            <Skeleton height="3rem" />
          </div>
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="download-error" role="alert">
        <p>Failed to load the downloads. Please try again.</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="platform-cards">
      {PLATFORMS.map(({ platform }) => (
        <PlatformCard
          key={platform}
          entry={state.data.platforms[platform]}
          signedIn={signedIn}
          pending={pending === platform}
          onChoose={() => choose(platform)}
        />
      ))}
    </div>
  );
}

export function DownloadPage() {
  const { state, retry } = useDownloadManifest();
  const download = useStartDownload();
  const manifest = state.status === 'ready' ? state.data : null;
  return (
    <>
      <div className="download-hero">
        <PlatformChooser manifest={manifest} onChoose={download.choose} />
        <p className="download-hero__note">
          Free to download. Sign in to download; every new account gets 25 free credits.
        </p>
      </div>
      <section className="download-section" aria-labelledby="platforms-title">
        <h2 id="platforms-title" className="download-section__title">
          Choose your platform
        </h2>
        <PlatformCards state={state} onRetry={retry} {...download} />
      </section>
      <DownloadFeatures />
      <SystemRequirements />
    </>
  );
}
