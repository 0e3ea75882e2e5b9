import { loadEnvOrExit } from '../src/config/env.ts';
import { openDatabase, readyDatabase } from '../src/db/open.ts';
import { seed, seedOptionsOf } from './seed.ts';

/**
 * `npm run seed`: migrates (in production, checks the migrations ran), then adds what the demo
 * store's data lacks in the configured database; nothing the shop has is overwritten, and
 * production gets no demo coupons.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openDatabase(env);
  try {
    await readyDatabase(env, database);
    const mediaDir = env.mediaDir;
    const started = Date.now();
    const s = await seed(database.db, seedOptionsOf(env));
    console.log(
      `Seeded ${env.BRAND_NAME}, adding only what was missing: ${s.products} products, ${s.categories} categories, ${s.collections} collections, ` +
        `${s.attributeValues} filter values, ${s.productOptionValues} variants, ${s.contentBlocks} content blocks, ` +
        `${s.coupons} coupons, ${s.currencies} currencies, ${s.mediaFiles} pictures in ${mediaDir} (${Date.now() - started} ms).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
