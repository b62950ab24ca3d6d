import { listPublicPlanConfigsOperation, type PlanConfig } from '../../app/contracts';
import { useApiResource, type ResourceState } from '../../app/use-api-resource';

export type PlansState = ResourceState<PlanConfig[]>;

/** The public plan configs (`GET /plans/configs/public`, an array or `{ plans }`). */
export const usePlans = () => useApiResource(listPublicPlanConfigsOperation, 'the plans');
