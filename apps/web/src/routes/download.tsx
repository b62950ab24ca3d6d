import { DownloadPage } from '../features/download/download-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export function DownloadRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Download"
        title="Get the Rewright desktop app"
        lead="Rewright runs on Windows 10 or later and macOS 10.15 or later, and conversions happen locally. The Linux build is coming soon. Log in to download."
      />
      <DownloadPage />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './download.meta';
