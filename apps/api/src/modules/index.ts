import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createVersionedCache, readCacheVersion } from '../lib/cache.ts';
import { registerAuth } from '../plugins/auth.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { createActivityRepository } from './activity/activity.repository.ts';
import { createActivityService } from './activity/activity.service.ts';
import { createAuthRepository } from './auth/auth.repository.ts';
import { createListingRepository } from './catalog/catalog-listing.repository.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { createCatalogRepository } from './catalog/catalog.repository.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { contentRoutes } from './content/content.routes.ts';
import { createContentRepository } from './content/content.repository.ts';
import { createContentService } from './content/content.service.ts';
import { healthRoutes } from './health/health.routes.ts';
import { locationRoutes } from './location/location.routes.ts';
import { createLocationService } from './location/location.service.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';
import {
  cachedCorrections,
  createSearchService,
  resolveSearchTerm,
} from './search/search.service.ts';

export type ModuleDeps = { env: Env; database: Database };

/**
 * Registers every API module under /api (the caller sets the prefix). Add new modules here.
 * Returns the services other parts of the app reuse (page rendering, the login flow).
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  const { env, database } = deps;
  const db = database.db;
  await api.register(healthRoutes, { database });

  // request.customer and the optionalCustomer / requireCustomer preHandlers, for every module below.
  registerAuth(api, { env, isSessionActive: createAuthRepository(db).isSessionActive });

  // One cache for catalogue and content, dropped when the shared `catalog` version moves
  // (docs/decisions/0002-catalog-cache.md). Tests re-read the version on every request.
  const readVersion = () => readCacheVersion(db, 'catalog');
  const recheckMs = env.NODE_ENV === 'test' ? 0 : 1000;
  const cache = createVersionedCache({ readVersion, recheckMs });
  // Product rows (per language) for search, in-focus and recently viewed: one entry per product.
  const rowCache = createVersionedCache({ readVersion, recheckMs, maxEntries: 50_000 });
  const brandSlug = env.BRAND_SLUG;
  const searchRepo = createSearchRepository(db);
  const corrections = cachedCorrections(searchRepo, rowCache);
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    listing: createListingRepository(db),
    cache,
    rowCache,
    resolveTerm: (text, lang) => resolveSearchTerm(corrections, text, lang),
  });
  await api.register(catalogRoutes, { service: catalog, cache, brandSlug });

  const search = createSearchService({ repo: searchRepo, corrections, catalog, cache });
  await api.register(searchRoutes, { service: search, brandSlug });

  const content = createContentService({
    repo: createContentRepository(db),
    catalog,
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
  });
  await api.register(contentRoutes, { service: content, catalog, cache, brandSlug });

  const activity = createActivityService({ repo: createActivityRepository(db), catalog });
  await api.register(activityRoutes, { service: activity });

  await api.register(locationRoutes, {
    service: createLocationService({ upstream: env.locationUpstream, log: api.log }),
    apiKey: env.STOREFRONT_API_KEY,
  });
  return { catalog, content, activity, cache };
}

export type Modules = Awaited<ReturnType<typeof registerModules>>;
