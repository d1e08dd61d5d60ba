import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * The pool as Kysely's PostgreSQL driver takes it, each query made with the driver's callback
 * form (decision 198). Kysely calls `client.query(sql, parameters)`, pg's promise form; on the
 * same queries that form grew the heap of a process reading 100,000 rows 100 at a time by
 * 52 MB, the callback form (in a promise of our own) by 5 MB: the CSV export on PostgreSQL grew
 * the API by 130 to 180 MB with the first. Each client keeps one wrapper, as Kysely keeps one
 * connection per client.
 */
export function callbackQueryPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
      // A cursor (Kysely's `.stream()`) is a submittable; pg answers it as it is.
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      return new Promise<PostgresQueryResult<unknown>>((resolve, reject) =>
        client.query(sqlOrCursor, parameters as unknown[], (error, result) =>
          error ? reject(error) : resolve(result as unknown as PostgresQueryResult<unknown>),
        ),
      );
    };
    return { query: query as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
