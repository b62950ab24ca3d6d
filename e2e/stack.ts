// The ports and URLs of the stack the end-to-end tests start: separate from `npm start`'s (8001/8080)
// so a running development stack does not collide with a test run.
export const sitePort = 8101;
export const identityPort = 8180;
export const paymentsPort = 8112;
export const siteUrl = `http://localhost:${sitePort}`;
export const identityUrl = `http://localhost:${identityPort}`;
export const demoUser = { username: 'demo', password: 'rewright-demo', firstName: 'Demo' };
