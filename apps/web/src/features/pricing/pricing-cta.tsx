import { StartFreeTrialButton } from '../../app/auth/start-sign-up';

export function PricingCta() {
  return (
    <section className="pricing-cta" aria-labelledby="pricing-cta-title">
      <h2 id="pricing-cta-title">Ready to leave your legacy tests behind?</h2>
      <p>Start with 25 free credits. No card needed.</p>
      <StartFreeTrialButton className="button button--primary button--large" />
    </section>
  );
}
