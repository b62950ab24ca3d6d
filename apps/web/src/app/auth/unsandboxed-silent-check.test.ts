import { afterEach, describe, expect, it } from 'vitest';
import { SILENT_CHECK_FRAME_TITLE, withUnsandboxedSilentCheck } from './unsandboxed-silent-check';

const keycloakSandbox = 'allow-storage-access-by-user-activation allow-scripts allow-same-origin';

/** A frame the way keycloak-js 26 builds each of its three, appended the way it appends them. */
function appendKeycloakFrame(title: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', keycloakSandbox);
  iframe.setAttribute('title', title);
  iframe.style.display = 'none';
  document.body.appendChild(iframe);
  return iframe;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('withUnsandboxedSilentCheck', () => {
  it('appends the silent check-sso frame without a sandbox and the other frames with theirs', async () => {
    const frames = await withUnsandboxedSilentCheck(document.body, async () => {
      await Promise.resolve();
      return {
        cookies: appendKeycloakFrame('keycloak-3p-check-iframe'),
        session: appendKeycloakFrame('keycloak-session-iframe'),
        silent: appendKeycloakFrame(SILENT_CHECK_FRAME_TITLE),
      };
    });

    expect(frames.silent.isConnected).toBe(true);
    expect(frames.silent.hasAttribute('sandbox')).toBe(false);
    expect(frames.cookies.getAttribute('sandbox')).toBe(keycloakSandbox);
    expect(frames.session.getAttribute('sandbox')).toBe(keycloakSandbox);
  });

  it('leaves appendChild as it was once init ends, whether it succeeded or failed', async () => {
    await withUnsandboxedSilentCheck(document.body, async () => {});
    expect(Object.hasOwn(document.body, 'appendChild')).toBe(false);

    const failure = new Error('init failed');
    await expect(
      withUnsandboxedSilentCheck(document.body, () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(Object.hasOwn(document.body, 'appendChild')).toBe(false);

    // A frame appended after init (none is, in keycloak-js 26) keeps what it was given.
    expect(appendKeycloakFrame(SILENT_CHECK_FRAME_TITLE).getAttribute('sandbox')).toBe(
      keycloakSandbox,
    );
  });
});
