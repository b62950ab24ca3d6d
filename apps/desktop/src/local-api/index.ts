/** What `rewright app` (packages/cli) needs: the core as a service, its HTTP API, the renderer. */
export { createSettingsStore } from '../service/app-settings';
export { createDesktopService, type DesktopServiceOptions } from '../service/desktop-service';
export { startLocalApi, type LocalApi, type LocalApiOptions } from './local-api';
export { ensureRendererBuilt, RENDERER_DIR } from './renderer-build';
