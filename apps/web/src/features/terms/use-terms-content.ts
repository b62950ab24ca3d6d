import { getTermsContentOperation, type TermsContent } from '../../app/contracts';
import { useApiResource, type ResourceState } from '../../app/use-api-resource';

export type TermsState = ResourceState<TermsContent>;

/** `GET /terms/content`. */
export const useTermsContent = () => useApiResource(getTermsContentOperation, 'the terms');
