import type { PageMeta } from '../app/page-metadata';
import { TermsContent } from '../features/terms/terms-content';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export const meta: PageMeta = {
  title: 'Terms & Conditions',
  description:
    'The terms of service that apply when you use Rewright, its website and desktop app.',
  robots: 'noindex, follow',
};

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
