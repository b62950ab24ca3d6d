/**
 * The app's side of public/early-input.js. The public pages are prerendered: their buttons are on
 * screen before React has hydrated them, and a click in between would do nothing (or submit a
 * form natively). That script, loaded async in the page's head (an external file: the CSP forbids
 * inline scripts), keeps such clicks on buttons and tabs, each button once, and stops the native
 * default; links are left to navigate, and a disabled button gets no click anyway. It keeps a
 * select's last choice too: React sets the select back to its own state as it hydrates, so the
 * choice is made again, with its change event, on replay. From the moment React starts to
 * hydrate, input is React's (it hydrates at once if it must); the kept input is replayed once the
 * page has committed, on the controls still there and enabled. If the script runs after React has
 * started, it does nothing. The script ships without a build step, so its
 * explanation lives here; this side is two statements, since it ships in the first-load
 * JavaScript.
 */
interface EarlyInput {
  /** Set once React starts on the page: the script then keeps no more clicks. */
  __rewrightHydrated?: boolean;
  /** Defined by the script: replays the clicks it kept (each button once), then lets go. */
  __rewrightReleaseEarlyInput?: () => void;
}

/** Called just before React hydrates or renders the page: from then on it answers clicks. */
export function handEarlyInputToReact(): void {
  (window as EarlyInput).__rewrightHydrated = true;
}

/**
 * Replays the kept clicks; called once the page has committed (the app's first effect), in a task
 * of its own: React does not answer an event dispatched while it is still running effects.
 */
export function releaseEarlyInput(): void {
  (window as EarlyInput).__rewrightReleaseEarlyInput?.();
}
