import type { Kysely, Migration } from 'kysely';

// Staff accounts and their one-time set-up links (product §10.1, §10.2).
export const staffAccounts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      // Null until the account's set-up link is used: there is no default password.
      .addColumn('password_hash', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('mfa_enrolled_at', 'text')
      .addColumn('disabled_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('staff_setup_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // SHA-256 of the token: a copy of the database holds no usable link.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
