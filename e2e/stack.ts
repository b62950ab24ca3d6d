// The ports and URLs of the stack the end-to-end tests start: separate from `npm start`'s (8001/8080)
// so a running development stack does not collide with a test run. E2E_*_PORT move them, e.g. to
// run two checkouts' suites side by side.
const portFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const sitePort = portFrom('E2E_SITE_PORT', 8101);
export const identityPort = portFrom('E2E_IDENTITY_PORT', 8180);
export const paymentsPort = portFrom('E2E_PAYMENTS_PORT', 8112);
export const siteUrl = `http://localhost:${sitePort}`;
export const identityUrl = `http://localhost:${identityPort}`;
export const demoUser = { username: 'demo', password: 'rewright-demo', firstName: 'Demo' };
