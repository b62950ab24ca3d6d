import { z } from 'zod';

export const PlatformSchema = z.enum(['windows', 'macos', 'linux']);
export type Platform = z.infer<typeof PlatformSchema>;

/** One installer as the download manifest lists it (spec: download platform entry). */
export const DownloadPlatformSchema = z.object({
  name: z.string(),
  platform: PlatformSchema,
  file: z.string(),
  size: z.string(),
  description: z.string(),
  version: z.string(),
  fileType: z.string(),
  /** False while the installer is not published (Linux: "Coming soon"). */
  available: z.boolean(),
});
export type DownloadPlatform = z.infer<typeof DownloadPlatformSchema>;

/** GET /api/v1/downloads — the base download address and the map of platforms. */
export const DownloadManifestSchema = z.object({
  baseUrl: z.string(),
  platforms: z.object({
    windows: DownloadPlatformSchema,
    macos: DownloadPlatformSchema,
    linux: DownloadPlatformSchema,
  }),
});
export type DownloadManifest = z.infer<typeof DownloadManifestSchema>;

/**
 * POST /api/v1/downloads/{platform}/link (bearer) — a short-lived signed address the browser can
 * navigate to (a plain navigation cannot carry the bearer token).
 */
export const DownloadLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;
