import { useNavigate } from 'react-router';
import { startSignUp } from '../../app/auth/start-sign-up';
import { useServices } from '../../app/services';

/**
 * Start Free Trial: account creation for a visitor, the dashboard for someone already signed in
 * (the trial is theirs). The click waits for the sign-in check, so a signed-in user who clicks
 * before it ends is not sent to the registration page.
 */
export function StartFreeTrialButton({ className }: { className: string }) {
  const { auth } = useServices();
  const navigate = useNavigate();

  async function start() {
    await auth.init();
    if (auth.getSnapshot().authenticated) navigate('/dashboard');
    else await startSignUp(auth);
  }

  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        start().catch((error: unknown) => console.error('[rewright] Sign up failed.', error))
      }
    >
      Start Free Trial
    </button>
  );
}
