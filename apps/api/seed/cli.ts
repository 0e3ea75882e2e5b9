import { loadEnvOrExit } from '../src/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { seed } from './seed.ts';

/** `npm run seed`: migrates, then writes (or refreshes) the demo store in the configured database. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const mediaDir = env.mediaDir;
    const started = Date.now();
    const s = await seed(database.db, {
      brandName: env.BRAND_NAME,
      brandSlug: env.BRAND_SLUG,
      mediaDir,
    });
    console.log(
      `Seeded ${env.BRAND_NAME}: ${s.products} products in ${s.categories} categories and ${s.collections} collections, ` +
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
