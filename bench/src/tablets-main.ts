// `npm run bench:tablets`: the tablets part of `npm run bench` alone (BENCH_DATABASE_URL=postgres://… for PostgreSQL,
// on a throwaway database; BENCH_TABLETS_HISTORY sets the large history's size).
import { benchTablets } from './tablets';
import { createThrowawayPostgres } from './throwaway-postgres';

const postgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
try {
  await benchTablets(postgres?.url);
} finally {
  await postgres?.drop();
}
