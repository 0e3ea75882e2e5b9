import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { GroupsService } from './groups.service.ts';
import type { PiecesService } from './pieces.service.ts';
import type { ProductsService } from './products.service.ts';

type Services = { products: ProductsService; groups: GroupsService; pieces: PiecesService };

/** The back office's catalogue: products, hallmarked pieces, categories, collections, filters. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { products, groups, pieces },
) => {
  const read = { permission: 'catalog:read' } as const;
  const write = { permission: 'catalog:write' } as const;
  const stock = { permission: 'stock:write' } as const;

  app.get(
    ep.listProducts.path,
    {
      config: read,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.listProducts, 'staff', [403]),
        querystring: ep.listProducts.query,
      },
    },
    (request) => products.list(request.query),
  );
  app.post(
    ep.createProduct.path,
    {
      config: write,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.createProduct, 'staff', [403, 409]),
        body: ep.createProduct.body,
      },
    },
    (request) => products.create(requestActor(request), request.body),
  );
  app.get(
    ep.getProduct.path,
    {
      config: read,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.getProduct, 'staff', [403, 404]),
        params: ep.getProduct.params,
      },
    },
    (request) => products.get(request.params.id),
  );
  app.put(
    ep.updateProduct.path,
    {
      config: write,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.updateProduct, 'staff', [403, 404, 409]),
        params: ep.updateProduct.params,
        body: ep.updateProduct.body,
      },
    },
    (request) => products.update(requestActor(request), request.params.id, request.body),
  );
  app.post(
    ep.duplicateProduct.path,
    {
      config: write,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.duplicateProduct, 'staff', [403, 404]),
        params: ep.duplicateProduct.params,
      },
    },
    (request) => products.duplicate(requestActor(request), request.params.id),
  );
  app.delete(
    ep.deleteProduct.path,
    {
      config: write,
      schema: {
        tags: ['admin: products'],
        ...documented(ep.deleteProduct, 'staff', [403, 404, 409]),
        params: ep.deleteProduct.params,
      },
    },
    (request) => products.remove(requestActor(request), request.params.id),
  );

  app.get(
    ep.listPieces.path,
    {
      config: read,
      schema: {
        tags: ['admin: stock'],
        ...documented(ep.listPieces, 'staff', [403, 404]),
        params: ep.listPieces.params,
      },
    },
    (request) => pieces.list(request.params.id),
  );
  app.post(
    ep.receivePieces.path,
    {
      config: stock,
      schema: {
        tags: ['admin: stock'],
        ...documented(ep.receivePieces, 'staff', [403, 404, 409]),
        params: ep.receivePieces.params,
        body: ep.receivePieces.body,
      },
    },
    (request) => pieces.receive(requestActor(request), request.params.id, request.body),
  );
  app.delete(
    ep.removePiece.path,
    {
      config: stock,
      schema: {
        tags: ['admin: stock'],
        ...documented(ep.removePiece, 'staff', [403, 404, 409]),
        params: ep.removePiece.params,
      },
    },
    (request) =>
      pieces.removePiece(requestActor(request), request.params.id, request.params.pieceId),
  );

  const groupTags = ['admin: categories and collections'];
  app.get(
    ep.listGroups.path,
    {
      config: read,
      schema: {
        tags: groupTags,
        ...documented(ep.listGroups, 'staff', [403]),
        params: ep.listGroups.params,
      },
    },
    (request) => groups.listGroups(request.params.kind),
  );
  app.post(
    ep.createGroup.path,
    {
      config: write,
      schema: {
        tags: groupTags,
        ...documented(ep.createGroup, 'staff', [403, 409]),
        params: ep.createGroup.params,
        body: ep.createGroup.body,
      },
    },
    (request) => groups.createGroup(requestActor(request), request.params.kind, request.body),
  );
  app.put(
    ep.reorderGroups.path,
    {
      config: write,
      schema: {
        tags: groupTags,
        ...documented(ep.reorderGroups, 'staff', [403, 409]),
        params: ep.reorderGroups.params,
        body: ep.reorderGroups.body,
      },
    },
    (request) => groups.reorderGroups(requestActor(request), request.params.kind, request.body.ids),
  );
  app.put(
    ep.updateGroup.path,
    {
      config: write,
      schema: {
        tags: groupTags,
        ...documented(ep.updateGroup, 'staff', [403, 404, 409]),
        params: ep.updateGroup.params,
        body: ep.updateGroup.body,
      },
    },
    (request) =>
      groups.updateGroup(
        requestActor(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    ep.deleteGroup.path,
    {
      config: write,
      schema: {
        tags: groupTags,
        ...documented(ep.deleteGroup, 'staff', [403, 404, 409]),
        params: ep.deleteGroup.params,
      },
    },
    (request) => groups.deleteGroup(requestActor(request), request.params.kind, request.params.id),
  );

  const filterTags = ['admin: filters'];
  app.get(
    ep.listAttributes.path,
    {
      config: read,
      schema: { tags: filterTags, ...documented(ep.listAttributes, 'staff', [403]) },
    },
    () => groups.listAttributes(),
  );
  app.post(
    ep.createAttribute.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.createAttribute, 'staff', [403, 409]),
        body: ep.createAttribute.body,
      },
    },
    (request) => groups.createAttribute(requestActor(request), request.body),
  );
  app.put(
    ep.reorderAttributes.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.reorderAttributes, 'staff', [403, 409]),
        body: ep.reorderAttributes.body,
      },
    },
    (request) => groups.reorderAttributes(requestActor(request), request.body.ids),
  );
  app.put(
    ep.updateAttribute.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.updateAttribute, 'staff', [403, 404, 409]),
        params: ep.updateAttribute.params,
        body: ep.updateAttribute.body,
      },
    },
    (request) => groups.updateAttribute(requestActor(request), request.params.id, request.body),
  );
  app.delete(
    ep.deleteAttribute.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.deleteAttribute, 'staff', [403, 404, 409]),
        params: ep.deleteAttribute.params,
      },
    },
    (request) => groups.deleteAttribute(requestActor(request), request.params.id),
  );
  app.post(
    ep.createAttributeValue.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.createAttributeValue, 'staff', [403, 404, 409]),
        params: ep.createAttributeValue.params,
        body: ep.createAttributeValue.body,
      },
    },
    (request) => groups.createValue(requestActor(request), request.params.id, request.body),
  );
  app.put(
    ep.reorderAttributeValues.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.reorderAttributeValues, 'staff', [403, 404, 409]),
        params: ep.reorderAttributeValues.params,
        body: ep.reorderAttributeValues.body,
      },
    },
    (request) => groups.reorderValues(requestActor(request), request.params.id, request.body.ids),
  );
  app.put(
    ep.updateAttributeValue.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.updateAttributeValue, 'staff', [403, 404, 409]),
        params: ep.updateAttributeValue.params,
        body: ep.updateAttributeValue.body,
      },
    },
    (request) =>
      groups.updateValue(
        requestActor(request),
        request.params.id,
        request.params.valueId,
        request.body,
      ),
  );
  app.delete(
    ep.deleteAttributeValue.path,
    {
      config: write,
      schema: {
        tags: filterTags,
        ...documented(ep.deleteAttributeValue, 'staff', [403, 404, 409]),
        params: ep.deleteAttributeValue.params,
      },
    },
    (request) =>
      groups.deleteValue(requestActor(request), request.params.id, request.params.valueId),
  );
};
