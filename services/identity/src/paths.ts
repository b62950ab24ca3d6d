import { realmName } from './config.js';

/** Keycloak's URL layout, so keycloak-js builds every address itself. */
export const realmPath = `/realms/${realmName}`;
export const protocolPath = `${realmPath}/protocol/openid-connect`;

export const paths = {
  discovery: `${realmPath}/.well-known/openid-configuration`,
  authorize: `${protocolPath}/auth`,
  registrations: `${protocolPath}/registrations`,
  token: `${protocolPath}/token`,
  revoke: `${protocolPath}/revoke`,
  userinfo: `${protocolPath}/userinfo`,
  certs: `${protocolPath}/certs`,
  logout: `${protocolPath}/logout`,
  logoutConfirm: `${protocolPath}/logout/logout-confirm`,
  loginStatusIframe: `${protocolPath}/login-status-iframe.html`,
  loginStatusInit: `${protocolPath}/login-status-iframe.html/init`,
  thirdPartyCookiesStep1: `${protocolPath}/3p-cookies/step1.html`,
  thirdPartyCookiesStep2: `${protocolPath}/3p-cookies/step2.html`,
  account: `${realmPath}/account`,
  // The forms' own addresses (Keycloak keeps these under login-actions too).
  authenticate: `${realmPath}/login-actions/authenticate`,
  register: `${realmPath}/login-actions/registration`,
  forgotPassword: `${realmPath}/login-actions/reset-credentials`,
  resetPassword: `${realmPath}/login-actions/reset-password`,
  devResetLinks: `${realmPath}/dev/reset-links`,
  resources: `${realmPath}/resources`,
} as const;

/** A path with the authorization query carried along (empty query → bare path). */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
