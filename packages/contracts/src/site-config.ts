import { z } from 'zod';

/**
 * The runtime config the server injects into every HTML page as
 * `<script id="rewright-config" type="application/json">{…}</script>` (replacing `<!--rewright-config-->`).
 */
export const SiteConfigSchema = z.object({
  keycloakUrl: z.string(),
  realm: z.string(),
  /** The website's client id at the identity provider. */
  clientId: z.string(),
  /** Empty turns analytics off. */
  analyticsId: z.string(),
  /** Always `/api/v1`. */
  apiBase: z.string(),
  /** Origin for canonical links, without a trailing slash. */
  publicUrl: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
