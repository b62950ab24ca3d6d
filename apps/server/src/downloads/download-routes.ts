import {
  createDownloadLinkOperation,
  downloadInstallerFileOperation,
  getDownloadManifestOperation,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';
import { routeOf } from '../plugins/operation-route';
import { loadDownloadErrorPage, prefersHtml } from './download-error-page';
import { createDownloadLink, verifyDownloadLink } from './download-links';
import { getDownloadManifest } from './download-manifest';
import {
  hasInstallerFile,
  missingInstallerMessage,
  openInstallerFile,
  requirePublishedInstaller,
} from './installer-files';

export interface DownloadRoutesOptions {
  /** Where the installer files are. */
  downloadsDir: string;
  /** HMAC key of the download links. */
  signingSecret: string;
  /** The built website, whose `download-unavailable.html` a browser gets for a failed download. */
  webDistDir: string;
}

/** The download page: manifest (public), signed link (sign-in required), the file behind the link. */
const downloadRoutes: FastifyPluginAsyncZod<DownloadRoutesOptions> = async (app, options) => {
  const baseUrl = `${app.prefix}/downloads`;
  const errorPage = await loadDownloadErrorPage(options.webDistDir);

  app.route({
    ...routeOf(app, getDownloadManifestOperation),
    handler: async () => getDownloadManifest(baseUrl, options.downloadsDir),
  });

  app.route({
    ...routeOf(app, createDownloadLinkOperation),
    handler: async (request) => {
      const { platform } = request.params;
      const installer = requirePublishedInstaller(platform);
      // Refused before a link exists, so no browser is ever sent to a 404 for a missing file.
      if (!(await hasInstallerFile(options.downloadsDir, installer))) {
        throw new AppError('not_found', missingInstallerMessage(installer));
      }
      request.log.info(
        { event: 'download_link', platform, sub: request.identity.sub },
        'download link',
      );
      return createDownloadLink(options.signingSecret, baseUrl, platform);
    },
  });

  app.route({
    ...routeOf(app, downloadInstallerFileOperation),
    handler: async (request, reply) => {
      let file;
      let installer;
      try {
        // Availability first: "coming soon" is public knowledge, whatever the link says.
        installer = requirePublishedInstaller(request.params.platform);
        verifyDownloadLink(options.signingSecret, installer.platform, request.query);
        file = await openInstallerFile(options.downloadsDir, installer);
      } catch (error) {
        // A browser following the link gets a page that says what went wrong; API clients, JSON.
        if (!(error instanceof AppError) || !prefersHtml(request.headers.accept)) throw error;
        // The route's statuses are 400, 403 and 404; an AppError here carries one of them.
        return reply
          .status(error.statusCode as 403 | 404)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(errorPage(error.message));
      }
      const { stream, size } = file;
      return reply
        .type(installer.contentType)
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${installer.file}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
};

export default downloadRoutes;
