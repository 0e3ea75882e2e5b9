import { createThrowawayPostgres } from '../../apps/api/test/throwaway-postgres.ts';

export type BenchPostgres = Awaited<ReturnType<typeof createThrowawayPostgres>>;

/** A throwaway database, `prefix` and a random tail, on the server BENCH_DATABASE_URL names. */
export async function createBenchPostgres(prefix: string): Promise<BenchPostgres> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      'needs BENCH_DATABASE_URL (a PostgreSQL server URL; a throwaway database is created)',
    );
  return createThrowawayPostgres(server, prefix);
}

/** Drops the throwaway database; a failure is told, and the run's results stand. */
export async function dropBenchPostgres(throwaway: BenchPostgres | undefined): Promise<void> {
  await throwaway
    ?.drop()
    .catch((error: unknown) => console.error('could not drop the bench database:', error));
}
