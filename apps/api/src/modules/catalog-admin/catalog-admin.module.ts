import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createGroupsRepository } from './groups.repository.ts';
import { createGroupsService, type GroupsService } from './groups.service.ts';
import { createPiecesRepository } from './pieces.repository.ts';
import { createPiecesService, type PiecesService } from './pieces.service.ts';
import { createProductsCsvRepository } from './products-csv.repository.ts';
import { createProductsCsvService, type ProductsCsvService } from './products-csv.service.ts';
import { createProductsRepository } from './products.repository.ts';
import { createProductsService, type ProductsService } from './products.service.ts';
import { createVariantsRepository } from './variants.repository.ts';
import { createVariantsService, type VariantsService } from './variants.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
    productsCsv: ProductsCsvService;
    groups: GroupsService;
    pieces: PiecesService;
    variants: VariantsService;
  }
}

/** The back office's catalogue: products, their variants and CSV, groups, hallmarked pieces. */
export const catalogAdminModule = modulePlugin(
  { name: 'catalog-admin', dependencies: ['infrastructure', 'audit'] },
  (app) => {
    const productsDeps = backOfficeDeps(app, createProductsRepository);
    const products = createProductsService(productsDeps);
    const productsCsv = createProductsCsvService({
      ...backOfficeDeps(app, createProductsCsvRepository),
      productsRepo: productsDeps.repo,
      products,
      jobsQueued: app.jobsQueued,
    });
    app.handleJobs({ 'products.import': productsCsv.importJob });
    return {
      products,
      productsCsv,
      groups: createGroupsService(backOfficeDeps(app, createGroupsRepository)),
      pieces: createPiecesService(backOfficeDeps(app, createPiecesRepository)),
      variants: createVariantsService(backOfficeDeps(app, createVariantsRepository)),
    };
  },
);
