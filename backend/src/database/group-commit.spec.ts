import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';
import { insertRow } from './insert-row.js';
import type { Database } from './schema.js';

describe('group commit on SQLite', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-group-'));
    handle = await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, 'group.sqlite') });
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const message = (id: string) => (trx: Transaction<Database>) =>
    insertRow(trx, 'contact_messages', {
      id,
      name: 'Budi Santoso',
      email: 'budi@example.com',
      message: 'Halo',
      language: 'id',
      created_at: new Date().toISOString(),
    }).then(() => id);
  const stored = async (ids: string[]) =>
    (await handle.db.selectFrom('contact_messages').select('id').where('id', 'in', ids).execute()).map((row) => row.id);

  it('commits the writes of one turn of the event loop in one transaction, and answers each with its own result', async () => {
    const transactions = vi.spyOn(handle.db, 'transaction');
    const ids = Array.from({ length: 8 }, () => randomUUID());
    const results = await Promise.all(ids.map((id) => handle.writeSubmission(message(id))));
    expect(results).toEqual(ids);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect((await stored(ids)).sort()).toEqual([...ids].sort());
    transactions.mockRestore();
  });

  it('fails a write alone: rolled back to its savepoint while the others of its group are committed', async () => {
    const [taken, first, last] = [randomUUID(), randomUUID(), randomUUID()];
    await handle.writeSubmission(message(taken));
    const outcomes = await Promise.allSettled([
      handle.writeSubmission(message(first)),
      // The same id again: a unique violation, after a row of its own was written in its savepoint.
      handle.writeSubmission(async (trx) => {
        await message(randomUUID())(trx);
        return message(taken)(trx);
      }),
      handle.writeSubmission(message(last)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect((await stored([first, last])).sort()).toEqual([first, last].sort());
    expect(
      await handle.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ).toEqual({
      n: 11,
    });
  });

  it('writes what arrives while a group is being written in the next group, in a transaction of its own', async () => {
    const transactions = vi.spyOn(handle.db, 'transaction');
    const [early, late] = [randomUUID(), randomUUID()];
    let lateWrite: Promise<string> | undefined;
    const earlyWrite = handle.writeSubmission(async (trx) => {
      // Arrives while the first group's transaction is open.
      lateWrite = handle.writeSubmission(message(late));
      return message(early)(trx);
    });
    await expect(earlyWrite).resolves.toBe(early);
    await expect(lateWrite).resolves.toBe(late);
    expect(await stored([late])).toEqual([late]);
    expect(transactions).toHaveBeenCalledTimes(2);
    transactions.mockRestore();
  });

  it('fails every write of a group whose commit fails', async () => {
    const commit = new Error('disk full');
    const transactions = vi
      .spyOn(handle.db, 'transaction')
      .mockImplementationOnce(() => ({ execute: () => Promise.reject(commit) }) as never);
    const outcomes = await Promise.allSettled(
      [randomUUID(), randomUUID()].map((id) => handle.writeSubmission(message(id))),
    );
    expect(outcomes).toEqual([
      { status: 'rejected', reason: commit },
      { status: 'rejected', reason: commit },
    ]);
    transactions.mockRestore();
  });
});
