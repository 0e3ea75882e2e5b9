import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The back office's catalogue: products, their variants, hallmarked pieces, categories, collections, filters. */
export const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  const { products, groups, pieces, variants } = app;
  route(app, ep.listProducts, (request) => products.list(request.query));
  route(app, ep.createProduct, (request) => products.create(requestActor(request), request.body));
  route(app, ep.getProduct, (request) => products.get(request.params.id));
  route(app, ep.updateProduct, (request) =>
    products.update(requestActor(request), request.params.id, request.body),
  );
  route(app, ep.duplicateProduct, (request) =>
    products.duplicate(requestActor(request), request.params.id),
  );
  route(app, ep.deleteProduct, (request) =>
    products.remove(requestActor(request), request.params.id),
  );

  route(app, ep.listVariants, (request) => variants.list(request.params.id));
  route(app, ep.updateVariant, (request) =>
    variants.update(
      requestActor(request),
      request.params.id,
      request.params.variantId,
      request.body,
    ),
  );
  route(app, ep.countVariantStock, (request) =>
    variants.countPerSize(
      requestActor(request),
      request.params.id,
      request.params.variantId,
      request.body,
    ),
  );

  route(app, ep.listPieces, (request) => pieces.list(request.params.id));
  route(app, ep.receivePieces, (request) =>
    pieces.receive(requestActor(request), request.params.id, request.body),
  );
  route(app, ep.removePiece, (request) =>
    pieces.removePiece(requestActor(request), request.params.id, request.params.pieceId),
  );
  route(app, ep.setPieceVariant, (request) =>
    pieces.setVariant(
      requestActor(request),
      request.params.id,
      request.params.pieceId,
      request.body,
    ),
  );

  route(app, ep.listGroups, (request) => groups.listGroups(request.params.kind));
  route(app, ep.createGroup, (request) =>
    groups.createGroup(requestActor(request), request.params.kind, request.body),
  );
  route(app, ep.reorderGroups, (request) =>
    groups.reorderGroups(requestActor(request), request.params.kind, request.body.ids),
  );
  route(app, ep.updateGroup, (request) =>
    groups.updateGroup(requestActor(request), request.params.kind, request.params.id, request.body),
  );
  route(app, ep.deleteGroup, (request) =>
    groups.deleteGroup(requestActor(request), request.params.kind, request.params.id),
  );

  route(app, ep.listAttributes, () => groups.listAttributes());
  route(app, ep.createAttribute, (request) =>
    groups.createAttribute(requestActor(request), request.body),
  );
  route(app, ep.reorderAttributes, (request) =>
    groups.reorderAttributes(requestActor(request), request.body.ids),
  );
  route(app, ep.updateAttribute, (request) =>
    groups.updateAttribute(requestActor(request), request.params.id, request.body),
  );
  route(app, ep.deleteAttribute, (request) =>
    groups.deleteAttribute(requestActor(request), request.params.id),
  );
  route(app, ep.createAttributeValue, (request) =>
    groups.createValue(requestActor(request), request.params.id, request.body),
  );
  route(app, ep.reorderAttributeValues, (request) =>
    groups.reorderValues(requestActor(request), request.params.id, request.body.ids),
  );
  route(app, ep.updateAttributeValue, (request) =>
    groups.updateValue(
      requestActor(request),
      request.params.id,
      request.params.valueId,
      request.body,
    ),
  );
  route(app, ep.deleteAttributeValue, (request) =>
    groups.deleteValue(requestActor(request), request.params.id, request.params.valueId),
  );
};
