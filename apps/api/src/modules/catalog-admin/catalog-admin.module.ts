import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGroupsRepository } from './groups.repository.ts';
import { createGroupsService, type GroupsService } from './groups.service.ts';
import { createPiecesRepository } from './pieces.repository.ts';
import { createPiecesService, type PiecesService } from './pieces.service.ts';
import { createProductsCsvRepository } from './products-csv.repository.ts';
import { createProductsCsvService, type ProductsCsvService } from './products-csv.service.ts';
import { createProductsRepository } from './products.repository.ts';
import { createProductsService, type ProductsService } from './products.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
    productsCsv: ProductsCsvService;
    groups: GroupsService;
    pieces: PiecesService;
  }
}

/** The back office's catalogue: products and their CSV, groups, hallmarked pieces. */
export const catalogAdminModule = fp(
  async (app: FastifyInstance) => {
    const { db, audit, clock } = app;
    const productsRepo = createProductsRepository(db);
    const products = createProductsService({ db, repo: productsRepo, audit, clock });
    const productsCsv = createProductsCsvService({
      db,
      repo: createProductsCsvRepository(db),
      productsRepo,
      products,
      audit,
      clock,
      jobsQueued: app.jobsQueued,
    });
    app.decorate('products', products);
    app.decorate('productsCsv', productsCsv);
    app.decorate(
      'groups',
      createGroupsService({ db, repo: createGroupsRepository(db), audit, clock }),
    );
    app.decorate(
      'pieces',
      createPiecesService({ db, repo: createPiecesRepository(db), audit, clock }),
    );
    app.handleJobs({ 'products.import': productsCsv.importJob });
  },
  { name: 'catalog-admin', dependencies: ['infrastructure', 'audit'], fastify: '5.x' },
);
