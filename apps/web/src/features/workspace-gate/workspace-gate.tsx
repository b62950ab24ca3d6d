import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { SELECTED_PLAN_KEY } from '../pricing/use-choose-plan';
import { TermsModal } from '../terms-modal/terms-modal';
import { RegistrationFailure } from './registration-failure';
import { useTermsGate } from './use-terms-gate';

/**
 * The post-sign-in gate, mounted once above every page: it makes sure the signed-in user exists
 * on the server and has accepted the current terms, and opens the terms modal otherwise.
 * `data-terms-gate` tells end-to-end tests when the check has settled (accepted or modal).
 */
export function WorkspaceGate() {
  const { auth } = useServices();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { state, markAccepted, retry } = useTermsGate();

  if (state.status === 'signed-out') return null;
  return (
    <>
      <span hidden data-terms-gate={state.status} />
      {state.status === 'registration-failed' && (
        <RegistrationFailure reason={state.reason} retrying={state.retrying} onRetry={retry} />
      )}
      {state.status === 'required' && user && (
        <TermsModal
          userId={user.sub}
          terms={state.terms}
          loading={state.loading}
          onRetry={retry}
          onAccepted={() => {
            markAccepted();
            // A paid pack chosen before sign-in resumes on /pricing; otherwise the spec's dashboard.
            if (sessionStorage.getItem(SELECTED_PLAN_KEY) === null) navigate('/dashboard');
          }}
          onDeclined={() => {
            auth.logout().catch((error: unknown) => {
              console.error('[rewright] Logout failed.', error);
            });
          }}
        />
      )}
    </>
  );
}
