import type { PlanConfig } from '@rewright/contracts';
import { useState } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { STANDARD_PACK } from './plan-kind';
import { PlanCard } from './plan-card';
import type { PlansState } from './use-plans';

/** Standard Pack is highlighted as Most Popular unless another card is hovered (spec section 2). */
export function highlightedPlan(plans: PlanConfig[], hovered: string | null): string | null {
  if (hovered !== null) return hovered;
  return plans.find((plan) => plan.name === STANDARD_PACK)?.name ?? null;
}

function SkeletonCards() {
  return (
    <div className="plan-cards" role="status">
      <span className="visually-hidden">Loading plans...</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="plan-card plan-card--skeleton" data-testid="plan-skeleton">
          <Skeleton width="50%" height="1.5rem" />
          <Skeleton width="40%" height="2.5rem" />
          <Skeleton height="1rem" />
          <Skeleton width="80%" height="1rem" />
          <Skeleton width="70%" height="1rem" />
          <Skeleton height="3rem" />
        </div>
      ))}
    </div>
  );
}

interface PlanCardsProps {
  state: PlansState;
  onRetry: () => void;
  onChoose: (plan: PlanConfig) => void;
  /** The plan whose checkout is being started; every pack button is disabled meanwhile. */
  processing: string | null;
}

export function PlanCards({ state, onRetry, onChoose, processing }: PlanCardsProps) {
  const [hovered, setHovered] = useState<string | null>(null);

  if (state.status === 'loading') return <SkeletonCards />;
  if (state.status === 'error') {
    return (
      <div className="plan-cards__error" role="alert">
        <p>Failed to load pricing plans. Please try again.</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }

  const highlighted = highlightedPlan(state.data, hovered);
  return (
    <div className="plan-cards">
      {state.data.map((plan) => (
        <PlanCard
          key={plan.name}
          plan={plan}
          highlighted={plan.name === highlighted}
          popular={plan.name === STANDARD_PACK && highlighted === STANDARD_PACK}
          processing={processing === plan.name}
          disabled={processing !== null}
          onChoose={() => onChoose(plan)}
          onHover={(isHovered) => setHovered(isHovered ? plan.name : null)}
        />
      ))}
    </div>
  );
}
