import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

/** The most submissions one commit carries; the rest wait for the next. */
export const MAX_GROUP = 256;

type Work = (trx: Transaction<Database>) => Promise<void>;

interface Waiting {
  work: Work;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Runs each `work` in a transaction and resolves once that transaction has committed.
 *
 * On SQLite (decision 78) the submissions that arrive while a commit is under way share the
 * next transaction, one savepoint each: one write of the WAL and one fsync (`synchronous =
 * FULL`) for the group instead of one per submission, which is where a POST's time went. Each
 * caller is answered only after its own group committed, so a 201 still means on disk; a work
 * that fails is rolled back to its savepoint and fails alone; a failed commit fails the group
 * (none of it is stored). SQLite has one writer and Kysely one connection to it, so the
 * submissions were queued behind each other anyway: grouping them adds no wait but the turn
 * of the event loop that gathers them.
 *
 * On PostgreSQL every work keeps its own transaction on the pool's connections: the server
 * already overlaps their commits.
 */
export interface GroupCommit {
  run(work: Work): Promise<void>;
}

export function groupCommit(handle: DatabaseHandle): GroupCommit {
  if (handle.dialect !== 'sqlite') return { run: (work) => handle.db.transaction().execute(work) };
  return new SqliteGroupCommit(handle.db);
}

class SqliteGroupCommit implements GroupCommit {
  private readonly queue: Waiting[] = [];
  private busy = false;

  constructor(private readonly db: Kysely<Database>) {}

  run(work: Work): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ work, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.busy || !this.queue.length) return;
    this.busy = true;
    // After the I/O of this turn: the requests parsed meanwhile join the group.
    setImmediate(
      () =>
        void this.commitGroup().finally(() => {
          this.busy = false;
          this.schedule();
        }),
    );
  }

  private async commitGroup(): Promise<void> {
    const group = this.queue.splice(0, MAX_GROUP);
    const failed = new Map<Waiting, unknown>();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of group) {
          await SAVEPOINT.execute(trx);
          try {
            await item.work(trx);
            await RELEASE.execute(trx);
          } catch (error) {
            failed.set(item, error);
            await ROLLBACK_TO.execute(trx);
            await RELEASE.execute(trx);
          }
        }
      });
    } catch (error) {
      // Nothing of the group is stored: each caller learns its own failure, or the commit's.
      for (const item of group) item.reject(failed.get(item) ?? error);
      return;
    }
    for (const item of group) {
      if (failed.has(item)) item.reject(failed.get(item));
      else item.resolve();
    }
  }
}

const SAVEPOINT = sql`savepoint submission`;
const RELEASE = sql`release savepoint submission`;
const ROLLBACK_TO = sql`rollback to savepoint submission`;
