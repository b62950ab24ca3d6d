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
