import { AuthorizationCodeStore } from './authorization-codes.js';
import { createClientRegistry, type ClientRegistry } from './clients.js';
import type { IdentityConfig } from './config.js';
import { loadSigningKey, type SigningKey } from './keys.js';
import { LoginThrottle } from './login-throttle.js';
import { ResetLinkStore } from './reset-links.js';
import { SessionStore } from './sessions.js';
import { TokenIssuer } from './tokens.js';
import { UserStore } from './users.js';

/** Everything the routes share; built once per app so tests get isolated instances. */
export interface IdentityContext {
  config: IdentityConfig;
  now: () => Date;
  clients: ClientRegistry;
  signingKey: SigningKey;
  tokens: TokenIssuer;
  users: UserStore;
  sessions: SessionStore;
  codes: AuthorizationCodeStore;
  throttle: LoginThrottle;
  resetLinks: ResetLinkStore;
}

export async function createIdentityContext(
  config: IdentityConfig,
  now: () => Date,
): Promise<IdentityContext> {
  const signingKey = await loadSigningKey(config.dataDir);
  const users = await UserStore.open(config.dataDir);
  await users.seedDemoUser(now());
  return {
    config,
    now,
    clients: createClientRegistry(config.webOrigins),
    signingKey,
    tokens: new TokenIssuer(config.issuer, signingKey, {
      accessTokenSeconds: config.accessTokenSeconds,
      ssoIdleSeconds: config.ssoIdleSeconds,
      apiAudience: config.apiAudience,
    }),
    users,
    sessions: await SessionStore.open(config.dataDir, config.ssoIdleSeconds),
    codes: new AuthorizationCodeStore(),
    throttle: new LoginThrottle(),
    resetLinks: await ResetLinkStore.open(config.dataDir),
  };
}
