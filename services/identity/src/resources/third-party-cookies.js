/* global window, document -- these scripts run in the browser, inside keycloak-js iframes */
// Tells keycloak-js whether the cookie set by step 1 came back (the server decided; see
// routes/session-iframes.ts). keycloak-js only checks event.source, so "*" leaks nothing.
window.parent.postMessage(document.currentScript.dataset.answer, '*');
