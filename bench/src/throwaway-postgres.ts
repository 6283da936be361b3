import pg from 'pg';

// A database of its own for one benchmark run, so the figures never depend on what else is in the server.
export async function createThrowawayPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `comptoir_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
