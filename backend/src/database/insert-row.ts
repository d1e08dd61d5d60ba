import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** What insertRow takes: plain column values only (no SQL expressions), as the statement is reused. */
type PlainRow<T extends keyof Database> = {
  [K in keyof Insertable<Database[T]>]: Insertable<Database[T]>[K] & (string | number | null | undefined);
};

/** Each dialect's compiled text per table and column list (tests run both dialects in one process). */
const compiled = new WeakMap<object, Map<string, string>>();

/**
 * Inserts one row, the statement compiled by Kysely once per dialect, table and column list and
 * then run with each row's values: building and compiling Kysely's query tree anew for every
 * submission was a cost of its own on the API's hottest write (issue 15, docs/performance.md).
 * The text is Kysely's own, so it is the insert `insertInto(table).values(row)` runs; errors go
 * through the same driver and log (the metrics' database error count included).
 */
export async function insertRow<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  row: PlainRow<T>,
): Promise<void> {
  const columns: string[] = [];
  const values: unknown[] = [];
  // Kysely leaves out columns whose value is undefined; so does the statement.
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    columns.push(column);
    values.push(value);
  }
  const adapter = db.getExecutor().adapter;
  let texts = compiled.get(adapter);
  if (!texts) compiled.set(adapter, (texts = new Map()));
  const key = `${table} ${columns.join(',')}`;
  let text = texts.get(key);
  if (text === undefined) {
    const query = db
      .insertInto(table)
      .values(row as Insertable<Database[T]>)
      .compile();
    // The values must be the compiled query's parameters, in the same order, or reuse would be wrong.
    if (query.parameters.length !== values.length || query.parameters.some((value, i) => value !== values[i])) {
      throw new Error(`insertRow(${table}): Kysely's parameters differ from the row's values`);
    }
    text = query.sql;
    texts.set(key, text);
  }
  await db.executeQuery(CompiledQuery.raw(text, values));
}
