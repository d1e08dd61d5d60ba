import { type DatabaseIntrospector, type Kysely, type Migration, Migrator, sql, type TableMetadata } from 'kysely';
import { initial } from './migrations/2026-11-21-001-initial.js';
import { retention } from './migrations/2026-11-25-18-001-retention.js';
import { promoClientKey } from './migrations/2026-11-25-20-001-promo-client-key.js';
import { usedChallenges } from './migrations/2026-11-25-20-002-used-challenges.js';
import { applicationLifecycle } from './migrations/2026-11-25-13-001-application-lifecycle.js';
import { staffAccounts } from './migrations/2026-11-25-13-002-staff-accounts.js';
import { staffSessions } from './migrations/2026-11-25-13-003-staff-sessions.js';
import { mailOutbox } from './migrations/2026-11-25-14-001-mail-outbox.js';
import { requestedDocuments } from './migrations/2026-11-28-13-001-requested-documents.js';
import { inboxes } from './migrations/2026-11-28-13-002-inboxes.js';
import { staffLanguage } from './migrations/2026-11-28-14-001-staff-language.js';
import { enrolmentSecret } from './migrations/2026-11-28-29-001-enrolment-secret.js';
import { visitorMail } from './migrations/2026-11-29-29-001-visitor-mail.js';
import { claimSolution } from './migrations/2026-11-29-29-050-claim-solution.js';
import { sessionDevices } from './migrations/2026-11-29-29-060-session-devices.js';
import { serviceKey } from './migrations/2026-11-28-20-001-service-key.js';
import { caseDesk } from './migrations/2026-11-28-25-001-case-desk.js';
import { attention } from './migrations/2026-11-28-24-001-attention.js';
import { applicationQueue } from './migrations/2026-11-28-24-002-case-desk.js';
import { queueAtScale } from './migrations/2026-11-29-31-001-queue-at-scale.js';
import { searchTriggerById } from './migrations/2026-11-29-31-002-search-trigger-by-id.js';
import { deskIndexHoldsPage } from './migrations/2026-11-29-31-010-desk-index-holds-page.js';
import { statusCounts } from './migrations/2026-11-29-31-011-status-counts.js';
import { applicationCounts } from './migrations/2026-11-29-31-020-application-counts.js';
import { deskIndexHoldsKind } from './migrations/2026-11-29-31-021-desk-index-holds-kind.js';
import { searchKeysHoldMarks } from './migrations/2026-11-29-31-022-search-keys-hold-marks.js';
import { rowFilterIndexesHoldMarks } from './migrations/2026-11-29-31-030-row-filter-indexes-hold-marks.js';

// One set of migrations for both dialects, written with Kysely's schema builder, one file each
// in migrations/, named by date and order. Add a new file for every change and list it here;
// never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-25-18-001-retention': retention,
  '2026-11-25-20-001-promo-client-key': promoClientKey,
  '2026-11-25-20-002-used-challenges': usedChallenges,
  '2026-11-25-13-001-application-lifecycle': applicationLifecycle,
  '2026-11-25-13-002-staff-accounts': staffAccounts,
  '2026-11-25-13-003-staff-sessions': staffSessions,
  '2026-11-25-14-001-mail-outbox': mailOutbox,
  '2026-11-28-13-001-requested-documents': requestedDocuments,
  '2026-11-28-13-002-inboxes': inboxes,
  '2026-11-28-14-001-staff-language': staffLanguage,
  '2026-11-28-20-001-service-key': serviceKey,
  '2026-11-28-24-001-attention': attention,
  '2026-11-28-24-002-case-desk': applicationQueue,
  '2026-11-28-25-001-case-desk': caseDesk,
  '2026-11-28-29-001-enrolment-secret': enrolmentSecret,
  '2026-11-29-29-001-visitor-mail': visitorMail,
  '2026-11-29-29-050-claim-solution': claimSolution,
  '2026-11-29-29-060-session-devices': sessionDevices,
  '2026-11-29-31-001-queue-at-scale': queueAtScale,
  '2026-11-29-31-002-search-trigger-by-id': searchTriggerById,
  '2026-11-29-31-010-desk-index-holds-page': deskIndexHoldsPage,
  '2026-11-29-31-011-status-counts': statusCounts,
  '2026-11-29-31-020-application-counts': applicationCounts,
  '2026-11-29-31-021-desk-index-holds-kind': deskIndexHoldsKind,
  '2026-11-29-31-022-search-keys-hold-marks': searchKeysHoldMarks,
  '2026-11-29-31-030-row-filter-indexes-hold-marks': rowFilterIndexesHoldMarks,
};

/** The names of every migration, in order: what a fully migrated database lists. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/**
 * Applies every pending migration; safe to run at every start and from several processes.
 * `tableSchema` (PostgreSQL) pins Kysely's bookkeeping tables to the API's own schema: without
 * it, Kysely takes a kysely_migration table in any other schema of the database for its own.
 */
export async function migrateToLatest(db: Kysely<any>, tableSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db: tableSchema ? introspectingOnly(db, tableSchema) : db,
    provider: { getMigrations: async () => migrations },
    // Each issue's migrations are named by its number (2026-11-25-18-…, -20-…), so a branch merged
    // later may add one that sorts before a migration a database already has; they are independent.
    allowUnorderedMigrations: true,
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * issue 32: Kysely's migrator asks whether its tables exist through the PostgreSQL
 * introspector, which reads every table of every schema and calls pg_get_serial_sequence on
 * each. When another process dropped its schema meanwhile (the tests give each database a schema
 * of its own and drop it at the end), that call failed with `schema "test_…" does not exist`
 * and the start failed. The migrator here sees the tables of its own schema only.
 */
function introspectingOnly(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getMetadata: async () => ({ tables: await getTables() }),
    getTables: () => getTables(),
  };
  async function getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_catalog.pg_tables where schemaname = ${schema}`.execute(db);
    return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they run on the Kysely itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
