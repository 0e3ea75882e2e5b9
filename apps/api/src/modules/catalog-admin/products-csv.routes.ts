import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep, catalogCsvMessages, IMPORT_MAX_BYTES } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';
import type { ProductsCsvService } from './products-csv.service.ts';

/** The catalogue's CSV: the export, and the import's upload (its dry run) and confirm. */
export const productsCsvRoutes: FastifyPluginAsyncZod<{ service: ProductsCsvService }> = async (
  app,
  { service },
) => {
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

  app.get(
    ep.exportProducts.path,
    {
      config: { permission: 'catalog:read' },
      schema: {
        tags: ['admin: products'],
        ...documented(ep.exportProducts, 'staff', [403]),
        querystring: ep.exportProducts.query,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportCsv(request.query, requestActor(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
  app.post(
    ep.importProducts.path,
    {
      config: { permission: 'catalog:write' },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.importProducts, 'staff', [403]),
        body: ep.importProducts.body,
      },
    },
    (request) => {
      const actor = requestActor(request);
      return service.dryRun({ ...actor, staffId: staffOf(request).account.id }, request.body);
    },
  );
  app.post(
    ep.confirmProductImport.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags: ['admin: products'],
        ...documented(ep.confirmProductImport, 'staff', [403, 404, 409]),
        params: ep.confirmProductImport.params,
      },
    },
    (request) => service.confirm(requestActor(request), request.params.id),
  );
  app.get(
    ep.getProductImport.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags: ['admin: products'],
        ...documented(ep.getProductImport, 'staff', [403, 404]),
        params: ep.getProductImport.params,
      },
    },
    (request) => service.getImport(request.params.id),
  );
};
