import { config } from 'zod/v4/core';

/**
 * zod 4 compiles object parsers with `new Function` when it may, and decides that with a probe
 * (`new Function('')`) the first time an object schema is built. The site's CSP
 * (`script-src 'self'`, no `'unsafe-eval'`) refuses the probe, so the browser logs a CSP
 * violation (Lighthouse: Best Practices → inspector issues) even though zod falls back quietly.
 * `jitless` skips both the probe and the compiled path. It is read when a schema is built, not when
 * it parses, so it must be set before any schema module runs: contracts.ts imports this first.
 */
config({ jitless: true });
