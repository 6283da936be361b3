// `npm run bench:intake -w bench`: the intake burst of `npm run bench` alone (BENCH_DATABASE_URL=postgres://… for
// PostgreSQL, on a throwaway database; BENCH_INTAKE_ORDERS sets the burst's size, 10,000 by default).
import { benchIntakeBurst, burstSize } from './intake-burst';
import { createThrowawayPostgres } from './throwaway-postgres';

const postgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
try {
  await benchIntakeBurst(postgres?.url, burstSize());
} finally {
  await postgres?.drop();
}
