import type { Kysely, Migration } from 'kysely';

// issue 29: a staff member sees their own sessions and ends the others, so each session keeps
// what lets a person recognise it: a short device description ("Chrome · Windows", never the
// raw User-Agent) and the client address as TRUST_PROXY sees it. Older sessions have neither.
export const sessionDevices: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('staff_sessions').addColumn('device', 'text').execute();
    await db.schema.alterTable('staff_sessions').addColumn('client_address', 'text').execute();
  },
};
