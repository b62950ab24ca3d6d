import { createDownloadLinkOperation, type Platform } from '../../app/contracts';
import { useState } from 'react';
import { ApiError } from '../../app/api-client';
import { startSignUp } from '../../app/auth/start-sign-up';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { showToast } from '../toasts/toast-store';

const DOWNLOAD_FAILED = 'Sorry, the download could not be started. Please try again later.';

/** Sends the browser to the signed link; a module-level seam so tests can observe it. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Choosing a platform (spec section 4 "Download"): signed out → registration with the signup
 * flag; signed in → ask the server for a short-lived signed link (a navigation cannot carry the
 * bearer token) and navigate to it, which downloads the installer.
 */
export function useStartDownload() {
  const { auth, api } = useServices();
  const { initialized, authenticated } = useAuth();
  const [pending, setPending] = useState<Platform | null>(null);

  async function download(platform: Platform) {
    setPending(platform);
    try {
      const link = await api.call(createDownloadLinkOperation, { params: { platform } });
      browserNavigation.assign(link.url);
    } catch (error) {
      console.error('[rewright] Could not start the download.', error);
      // 4xx messages are written for users (e.g. "The Linux app is coming soon.").
      const readable = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showToast(readable ? error.message : DOWNLOAD_FAILED, 'error');
    } finally {
      setPending(null);
    }
  }

  async function choose(platform: Platform) {
    // Chosen before the sign-in check ended: its answer decides (init() returns the same check).
    if (!initialized) await auth.init();
    if (!auth.getSnapshot().authenticated) {
      startSignUp(auth).catch((error: unknown) => {
        console.error('[rewright] Sign up failed.', error);
      });
      return;
    }
    void download(platform);
  }

  /** Null until the sign-in check ends: the cards then name neither "Login to" nor a download. */
  const signedIn = initialized ? authenticated : null;
  return { choose: (platform: Platform) => void choose(platform), pending, signedIn };
}
