/** The title keycloak-js 26 gives its silent check-sso frame (keycloak.js, `#checkSsoSilently`). */
export const SILENT_CHECK_FRAME_TITLE = 'keycloak-silent-check-sso';

/**
 * Runs `run` (keycloak-js's `init`) so that the silent check-sso frame it appends to `parent`
 * loads without the `sandbox` attribute keycloak-js gives it; everything else passes unchanged.
 *
 * keycloak-js sandboxes the frame with `allow-scripts allow-same-origin`, and the frame ends on our
 * own `silent-check-sso.html`. On a same-origin document that pair protects nothing (its script
 * could reach into this page and take the attribute off), which is why Chromium warns about it on
 * every new tab of a signed-in user. The frame runs only our static page, at the redirect URI
 * keycloak-js itself builds and the identity provider checks (docs/decisions.md, 2026-11-25).
 *
 * The attribute must be gone before the frame is inserted: the flags are fixed when its navigation
 * starts, and the warning comes as it commits. keycloak-js appends the frame with
 * `document.body.appendChild`, so that method is shadowed on the element for the duration of
 * `run` only. The frames keycloak-js loads from the identity provider's own origin (the session
 * status and third-party-cookie checks) keep their sandbox: there it does isolate them.
 */
export async function withUnsandboxedSilentCheck<T>(
  parent: Node,
  run: () => Promise<T>,
): Promise<T> {
  const shadowed = Object.getOwnPropertyDescriptor(parent, 'appendChild');
  const append = parent.appendChild;
  parent.appendChild = function appendChild<N extends Node>(this: Node, node: N): N {
    if (node instanceof HTMLIFrameElement && node.title === SILENT_CHECK_FRAME_TITLE) {
      node.removeAttribute('sandbox');
    }
    return append.call(this, node) as N;
  };
  try {
    return await run();
  } finally {
    if (shadowed) Object.defineProperty(parent, 'appendChild', shadowed);
    else delete (parent as { appendChild?: unknown }).appendChild;
  }
}
