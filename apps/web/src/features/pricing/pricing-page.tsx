import { PlanCards } from './plan-cards';
import { PricingCta } from './pricing-cta';
import { PricingFaq } from './pricing-faq';
import { useChoosePlan } from './use-choose-plan';
import { usePlans } from './use-plans';
import { useResumePlanChoice } from './use-resume-plan-choice';
import './pricing.css';

export function PricingPage() {
  const { state, retry } = usePlans();
  const { choose, processing } = useChoosePlan();
  useResumePlanChoice(state.status === 'ready' ? state.data : null, choose);
  return (
    <>
      <section className="pricing-plans" aria-labelledby="plans-title">
        <h2 id="plans-title" className="visually-hidden">
          Plans
        </h2>
        <PlanCards state={state} onRetry={retry} onChoose={choose} processing={processing} />
      </section>
      <PricingFaq />
      <PricingCta />
    </>
  );
}
