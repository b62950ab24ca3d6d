/* global parent, location */
// Loaded by silent-check-sso.html inside keycloak-js's hidden iframe: hand the identity provider's
// answer (in this page's URL) to the app. An external file because the CSP forbids inline scripts.
parent.postMessage(location.href, location.origin);
