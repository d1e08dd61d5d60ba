import type { Kysely, Migration } from 'kysely';

// Staff sign-in (product §10.2, §10.3): sessions kept in the database so every instance shares
// them, the one-time recovery codes, the last TOTP time step used (no code works twice), and
// the append-only audit log.
export const staffSessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'bigint').execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // SHA-256 of the cookie's token: a copy of the database signs nobody in.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_users.id'))
      // `enrol`: the password was right, the second factor is being set up; `signed-in`.
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('staff_user_id').execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_users.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('staff_recovery_codes_user')
      .on('staff_recovery_codes')
      .column('staff_user_id')
      .execute();

    await db.schema
      .createTable('staff_audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      // Null when nobody is signed in (a failed sign-in).
      .addColumn('actor_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      .addColumn('client_address', 'text')
      // Ids and codes only, never personal data (names, e-mail addresses, file names).
      .addColumn('details', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_log_at').on('staff_audit_log').column('at').execute();
  },
};
