import { startSignUp } from '../../app/auth/start-sign-up';
import { useServices } from '../../app/services';

export function PricingCta() {
  const { auth } = useServices();
  return (
    <section className="pricing-cta" aria-labelledby="pricing-cta-title">
      <h2 id="pricing-cta-title">Ready to leave your legacy tests behind?</h2>
      <p>Start with 25 free credits. No card needed.</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={() =>
          startSignUp(auth).catch((error: unknown) =>
            console.error('[rewright] Sign up failed.', error),
          )
        }
      >
        Start Free Trial
      </button>
    </section>
  );
}
