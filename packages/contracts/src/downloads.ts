import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';

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
  /**
   * True when this server holds the installer file, so a download can start. A published
   * installer a server was deployed without is false here: the site says so before the click and
   * points to running the app from source instead.
   */
  onThisServer: z.boolean(),
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

export const DownloadPlatformParamsSchema = z.object({ platform: PlatformSchema });

/** Missing or malformed values are verified like a bad signature: 403 with a readable message. */
export const SignedDownloadQuerySchema = z.object({
  expires: z.string().default(''),
  signature: z.string().default(''),
});

export const getDownloadManifestOperation = defineOperation({
  method: 'GET',
  path: '/downloads',
  auth: 'none',
  tags: ['downloads'],
  summary: 'The desktop installers: version, size, file type, availability',
  responses: { 200: DownloadManifestSchema },
});

export const createDownloadLinkOperation = defineOperation({
  method: 'POST',
  path: '/downloads/:platform/link',
  auth: 'bearer',
  tags: ['downloads'],
  summary: 'A download link for the platform, valid for 5 minutes',
  params: DownloadPlatformParamsSchema,
  responses: {
    200: DownloadLinkSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});

/** Followed by a browser navigation (the signed link), never called through an API client. */
export const downloadInstallerFileOperation = defineOperation({
  method: 'GET',
  path: '/downloads/:platform/file',
  auth: 'none',
  tags: ['downloads'],
  summary: 'The installer file, for a link from POST /downloads/{platform}/link',
  params: DownloadPlatformParamsSchema,
  query: SignedDownloadQuerySchema,
  responses: {
    // A file stream: Fastify pipes it without serializing.
    200: z.any().describe('The installer file (application/octet-stream family)'),
    400: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});
