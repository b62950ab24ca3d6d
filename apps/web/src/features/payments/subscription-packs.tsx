import { useChoosePlan } from '../pricing/use-choose-plan';
import { PackCard } from './pack-card';
import { useSubscriptionPacks } from './use-subscription-packs';

export function SubscriptionPacks() {
  const state = useSubscriptionPacks();
  const { choose, processing } = useChoosePlan();
  return (
    <section className="payments__section" aria-labelledby="subscription-packs">
      <h2 id="subscription-packs">Subscription Packs</h2>
      {state.status === 'loading' && (
        <p className="payments__muted" role="status">
          Loading subscription plans...
        </p>
      )}
      {state.status === 'error' && (
        <p className="payments__error" role="alert">
          Error loading subscription plans
        </p>
      )}
      {state.status === 'ready' && (
        <div className="payments__packs">
          {state.plans.map((plan) => (
            <PackCard
              key={plan.name}
              plan={plan}
              currentPlan={state.currentPlan}
              processing={processing === plan.name}
              busy={processing !== null}
              onChoose={() => choose(plan)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
