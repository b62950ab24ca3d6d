import type { PlanConfig } from '@rewright/contracts';
import { useId } from 'react';
import { featureLabel, formatPrice, planKind, type PlanKind } from './plan-kind';

const BUTTON_LABELS: Record<PlanKind, string> = {
  free: 'Get Started',
  standard: 'Buy Now',
  unknown: 'Buy Now',
  enterprise: 'Contact Sales',
};

interface PlanCardProps {
  plan: PlanConfig;
  highlighted: boolean;
  /** Shows the Most Popular badge (Standard Pack while no other card is hovered). */
  popular: boolean;
  processing: boolean;
  disabled: boolean;
  onChoose: () => void;
  onHover: (hovered: boolean) => void;
}

export function PlanCard({
  plan,
  highlighted,
  popular,
  processing,
  disabled,
  onChoose,
  onHover,
}: PlanCardProps) {
  const titleId = useId();
  const kind = planKind(plan);
  return (
    <article
      className="plan-card"
      aria-labelledby={titleId}
      data-highlighted={highlighted}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
    >
      {popular && <p className="plan-card__badge">Most Popular</p>}
      <h3 id={titleId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatPrice(plan.amount)}</span>
        {plan.amount !== null && <span className="plan-card__currency"> USD</span>}
      </p>
      {plan.credits !== null && <p className="plan-card__credits">{plan.credits} credits</p>}
      <p className="plan-card__description">{plan.description}</p>
      <ul className="plan-card__features" aria-label={`${plan.name} features`}>
        {plan.features.active_features.map((feature) => (
          <li key={feature} className="plan-card__feature">
            <span className="plan-card__mark plan-card__mark--yes" aria-hidden="true">
              ✓
            </span>
            {featureLabel(feature)}
          </li>
        ))}
        {plan.features.inactive_features.map((feature) => (
          <li key={feature} className="plan-card__feature plan-card__feature--inactive">
            <span className="plan-card__mark" aria-hidden="true">
              ✕
            </span>
            <span className="visually-hidden">Not included: </span>
            {featureLabel(feature)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`button button--large plan-card__button ${
          highlighted ? 'button--primary' : 'button--secondary'
        }`}
        disabled={disabled}
        aria-describedby={titleId}
        onClick={onChoose}
      >
        {processing ? 'Processing...' : BUTTON_LABELS[kind]}
      </button>
    </article>
  );
}
