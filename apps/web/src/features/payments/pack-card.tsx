import type { PlanConfig } from '@rewright/contracts';
import { useId } from 'react';
import { featureLabel } from '../pricing/plan-kind';
import { packCardView } from './pack-match';

interface PackCardProps {
  plan: PlanConfig;
  currentPlan: string;
  processing: boolean;
  /** Every pack button is disabled while a checkout is being started. */
  busy: boolean;
  onChoose: () => void;
}

export function PackCard({ plan, currentPlan, processing, busy, onChoose }: PackCardProps) {
  const titleId = useId();
  const view = packCardView(plan, currentPlan);
  return (
    <article
      className="pack-card"
      aria-labelledby={titleId}
      data-active={view.active}
      data-popular={view.mostPopular}
    >
      <div className="pack-card__badges">
        {view.active && <span className="pack-card__badge pack-card__badge--active">Active</span>}
        {view.mostPopular && <span className="pack-card__badge">Most Popular</span>}
      </div>
      <h3 id={titleId} className="pack-card__name">
        {plan.name}
      </h3>
      <p className="pack-card__price">
        {view.price}
        {view.price !== 'Custom' && <span className="pack-card__currency"> USD</span>}
      </p>
      {plan.credits !== null && <p className="pack-card__credits">{plan.credits} credits</p>}
      {view.showDescription && plan.description && (
        <p className="pack-card__description">{plan.description}</p>
      )}
      <ul className="pack-card__features" aria-label={`${plan.name} features`}>
        {plan.features.active_features.map((feature) => (
          <li key={feature}>
            <span className="pack-card__check" aria-hidden="true">
              ✓
            </span>
            {featureLabel(feature)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`button ${view.active || view.mostPopular ? 'button--primary' : 'button--secondary'} pack-card__button`}
        disabled={view.alwaysDisabled || busy}
        aria-describedby={titleId}
        onClick={onChoose}
      >
        {processing ? 'Processing...' : view.buttonLabel}
      </button>
    </article>
  );
}
