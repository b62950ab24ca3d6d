import { paths, withQuery } from '../paths.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderNoticePage } from './notice-page.js';

export const brokers = { google: 'Google', microsoft: 'Microsoft' } as const;
export type Broker = keyof typeof brokers;

export function isBroker(hint: string | undefined): hint is Broker {
  return hint === 'google' || hint === 'microsoft';
}

/** What "Sign in with Google/Microsoft" (or `kc_idp_hint`) shows in the stand-in. */
export function renderBrokerPage(broker: Broker, query: string): string {
  const params = new URLSearchParams(query);
  params.delete('kc_idp_hint');
  const name = brokers[broker];
  return renderNoticePage({
    title: `Sign in with ${name}`,
    message: `Signing in with ${name} is not available in the local identity provider.`,
    details: html` <p class="note">
        In production, Rewright signs in through Keycloak, which brokers to ${name} with the
        <code>${broker}</code> identity provider configured in the realm import
        (<code>deploy/keycloak/realm-rewright.json</code>). This stand-in does not contact ${name}.
      </p>
      <p class="note">
        Use a local account instead — for example the demo account <code>demo</code> /
        <code>rewright-demo</code> — or register a new one.
      </p>`,
    actions: [
      {
        label: 'Back to sign in',
        href: withQuery(paths.authorize, params.toString()),
        primary: true,
      },
    ],
  });
}
