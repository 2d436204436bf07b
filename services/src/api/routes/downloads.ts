import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/downloads.js';
import { takeDownload } from '@tandem/platform/downloads/downloads-repo';
import type { ApiDeps } from '../deps.js';
import { ApiError, notFound } from '@tandem/platform/errors';

/** GET /api/downloads/:token: public, the file of a run's `download` step while its link is valid. */
export const downloadRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contract.download,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const download = await takeDownload(db, request.params.token);
        if (download === undefined) throw notFound('No download at this link');
        if (download === 'gone') throw new ApiError(410, 'gone', 'This download link has expired or reached its download limit');
        const fileName = download.fileName.replace(/["\\\r\n]/g, '_');
        return reply
          .header('content-type', download.contentType)
          .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(download.fileName)}`)
          .header('cache-control', 'no-store')
          .send(download.data);
      },
    });
  };
