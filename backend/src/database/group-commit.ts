import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A write that runs inside a transaction it may share with others; its promise carries its result. */
type Write<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  write: Write<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit (issue 15, decision 102): the writes that arrive while the connection is busy, or
 * in the same turn of the event loop, are written in one transaction, each inside its own
 * savepoint, and committed with one fsync. SQLite with `synchronous = FULL` waits for the disk at
 * every commit, so committing each contact message alone made the disk the pace of the API; a
 * group pays that wait once.
 *
 * What each caller sees is unchanged: its promise settles only after the commit that holds its
 * rows (a 201 still means on disk), and a write that fails is rolled back to its savepoint and
 * fails alone, while the others of its group are committed. If the commit itself fails, every
 * write of the group fails.
 *
 * SQLite only: Kysely's SQLite driver runs every statement synchronously, so a group's
 * transaction holds the event loop from its first statement to its commit and no other request
 * waits on a half-written group. PostgreSQL commits concurrently on its own connections.
 *
 * So a write must do database work only, through the `trx` it is given: awaiting anything else
 * (mail, the file store) would hold its whole group and the one connection, and a write that
 * waited for another `run()` or used the root `db` would wait for the group it is part of, for
 * ever. The two callers (contact, consultation: an insert and the outbox rows) do exactly that.
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private flushing = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      // The first write of a group waits for the end of this turn of the event loop: the
      // requests that arrived with it join it.
      if (!this.flushing && this.queue.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const group = this.queue;
    this.queue = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [i, waiting] of group.entries()) {
          await sql`savepoint grouped_write`.execute(trx);
          try {
            const value = await waiting.write(trx);
            await sql`release grouped_write`.execute(trx);
            outcomes[i] = { ok: true, value };
          } catch (error) {
            await sql`rollback to grouped_write`.execute(trx);
            await sql`release grouped_write`.execute(trx);
            outcomes[i] = { ok: false, error };
          }
        }
      });
      group.forEach((waiting, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    } finally {
      this.flushing = false;
      // Writes that arrived while this group was written form the next one, at once.
      if (this.queue.length) void this.flush();
    }
  }
}
