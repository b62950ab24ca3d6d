import { CookiePolicyContent } from '../features/cookie-policy/cookie-policy-content';
import { PageHeader } from '../ui/page-header';

export function CookiePolicyRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Legal"
        title="Cookie Policy"
        lead="Rewright uses the cookies and browser storage needed to sign you in and keep you signed in."
      />
      <CookiePolicyContent />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './cookie-policy.meta';
