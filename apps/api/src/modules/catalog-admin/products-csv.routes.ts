import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep, catalogCsvMessages, IMPORT_MAX_BYTES } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { sendCsv } from '../../lib/csv.ts';
import { route } from '../../lib/route.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';

/** The catalogue's CSV: the export, and the import's upload (its dry run) and confirm. */
export const productsCsvRoutes: FastifyPluginAsync = async (app) => {
  const service = app.productsCsv;
  // The upload is the file itself; a spreadsheet that saved it in another encoding is told so.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer));
      } catch {
        done(new AppError(400, catalogCsvMessages.notUtf8), undefined);
      }
    },
  );

  route(app, ep.exportProducts, async (request, reply) =>
    sendCsv(reply, await service.exportCsv(request.query, requestActor(request))),
  );
  route(
    app,
    ep.importProducts,
    (request) => {
      const actor = requestActor(request);
      return service.dryRun({ ...actor, staffId: staffOf(request).account.id }, request.body);
    },
    { bodyLimit: IMPORT_MAX_BYTES },
  );
  route(app, ep.confirmProductImport, (request) =>
    service.confirm(requestActor(request), request.params.id),
  );
  route(app, ep.getProductImport, (request) => service.getImport(request.params.id));
};
