import { TermsContent } from '../features/terms/terms-content';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export function TermsRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        lead="These terms apply when you use Rewright, its website and its desktop app."
      />
      <TermsContent />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './terms.meta';
