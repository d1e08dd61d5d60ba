import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { STATUS_AGE_LIMIT_DAYS } from '@cipta/domain/case-desk';
import { foldForSearch, looksLikePhone, phoneDigitForms } from '@cipta/domain/search-text';
import { idSpellings, normalizeTypedId } from '@cipta/domain/submission-id';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../database/database.js';
import type { ApplicationsTable, Database } from '../../database/schema.js';

// The queue's conditions (issue 27) as SQL, each from the one rule in the domain package: the
// search, the overdue mark, the service filter. Shared by the queue, its counts, the export and
// the navigation's counts.

type Builder = ExpressionBuilder<Database, 'applications'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole application ID: VS or PA, 8 digits, 4 letters or digits (domain submission-id). */
const WHOLE_ID = /^(VS|PA)[0-9]{8}[A-Z0-9]{4}$/;

/** GLOB's wildcards typed by staff are searched for, not expanded. */
const globLiteral = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`);
/** LIKE's wildcards typed by staff are searched for, not expanded (with `escape '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a page reaches the cases of a filter that keeps many (a word search on SQLite, the overdue
 * mark): through an index of what the filter keeps (`index`: FTS5's matches, the overdue branches'
 * ranges), or by testing each row read (`rows`), which a page in a sort's order stops reading once
 * full (decisions 202, 205).
 */
export type ReadPath = 'index' | 'rows';

/** A GLOB of `text` anywhere in the search text. */
const anywhere = (text: string) => `*${globLiteral(text)}*`;

/** SQLite: the FTS5 query of the applications whose search text contains every one of `texts`. */
export function trigramMatches(texts: readonly string[]) {
  const globs = texts.map((text) => sql`search_text glob ${anywhere(text)}`);
  return sql<string>`select application_id from applications_search where ${sql.join(globs, sql` and `)}`;
}

/**
 * SQLite: the `applications_search_keys` rows of the applications whose search text contains every
 * one of `texts`, as `applications`: each holds the columns a search's counts test (status, kind,
 * service, clock, assignee, attention; migration 2026-11-29-31-022), and FTS5's matches reach them
 * by number, in order, where reading each match's row of `applications` by its ID cost most of the
 * counts (decision 202). Only those columns are there: a filter on another fails, not silently.
 */
export function trigramMatchKeys(texts: readonly string[]) {
  const globs = texts.map((text) => sql`found.search_text glob ${anywhere(text)}`);
  return sql<ApplicationsTable>`(select keys.application_id as id, keys.status, keys.kind, keys.service_key,
    keys.status_changed_at, keys.assigned_to, keys.attention_since
    from applications_search found join applications_search_keys keys on keys.n = found.rowid
    where ${sql.join(globs, sql` and `)})`.as('applications');
}

/**
 * The stored search text contains every one of `texts` (already folded), through the dialect's
 * substring index, or on SQLite row by row when `path` says so.
 */
function containsAll(
  eb: Builder,
  dialect: Dialect,
  texts: readonly string[],
  path: ReadPath = 'index',
): Expression<SqlBool> {
  if (!texts.length) return eb.and([]);
  if (dialect === 'sqlite') {
    if (path === 'rows')
      return eb.and(texts.map((text) => sql<SqlBool>`applications.search_text glob ${anywhere(text)}`));
    // The FTS5 trigram table (migration 2026-11-28-24-002) answers GLOB from its index; every
    // word in one query, so FTS5 intersects the words' matches itself (decision 197: a subquery
    // per word listed each word's thousands of matches, 14 ms for "nguyen mai" at 100,000).
    return eb('applications.id', 'in', sql<string>`(${trigramMatches(texts)})`);
  }
  // pg_trgm's GIN index answers LIKE.
  return eb.and(texts.map((text) => sql<SqlBool>`applications.search_text like ${`%${likeLiteral(text)}%`}`));
}

/** What staff typed, as the search reads it: a whole application ID, a phone number, or words. */
export type TypedSearch = { id: string } | { phoneDigits: string[] } | { words: string[] };

export function typedSearch(typed: string): TypedSearch {
  // A whole application ID is found by its key (issue 31): its trigrams ("000", "VS4") are in
  // nearly every row's search text, so the substring index would read most of the table.
  const id = normalizeTypedId(typed);
  if (WHOLE_ID.test(id)) return { id };
  if (looksLikePhone(typed)) return { phoneDigits: phoneDigitForms(typed) };
  return { words: foldForSearch(typed).split(' ').filter(Boolean) };
}

/**
 * What staff typed, found in the ID, name, e-mail, passport number or phone: every word
 * (case- and accent-insensitive), or a phone number by its digits however it is written.
 */
export function searchCondition(
  eb: Builder,
  dialect: Dialect,
  typed: string,
  path: ReadPath = 'index',
): Expression<SqlBool> {
  const search = typedSearch(typed);
  if ('id' in search) return eb('applications.id', 'in', idSpellings(search.id));
  if ('phoneDigits' in search) return eb.or(search.phoneDigits.map((digits) => containsAll(eb, dialect, [digits])));
  return containsAll(eb, dialect, search.words, path);
}

/** The instant before which a case entered its status `days` ago is overdue. */
const enteredBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Overdue (domain `statusAgeLimitDays`): in process longer than its service's processing time,
 * or in another open status longer than that status's limit. `serviceDays` groups the service
 * keys by their processing days.
 */
export function overdueCondition(
  eb: Builder,
  now: Date,
  serviceDays: ReadonlyMap<number, readonly string[]>,
): Expression<SqlBool> {
  return eb.or(overdueBranches(eb, now, serviceDays));
}

/** One way a case is overdue: in `status`, and the rest of its conditions (a clock, a service). */
interface OverdueRule {
  status: ApplicationStatus;
  /** The days a case may stay in the status (here, for its service). */
  days: number;
  rest: (eb: Builder) => Expression<SqlBool>[];
}

/**
 * The overdue rules (domain `statusAgeLimitDays`), one per status and, in process, per processing
 * time: no case matches two.
 */
function overdueRules(now: Date, serviceDays: ReadonlyMap<number, readonly string[]>): OverdueRule[] {
  const limits = STATUS_AGE_LIMIT_DAYS as Partial<Record<ApplicationStatus, number>>;
  const timed = [...serviceDays.values()].flat();
  const rules: OverdueRule[] = [];
  for (const [days, keys] of serviceDays) {
    rules.push({
      status: 'processing',
      days,
      rest: (eb) => [
        eb('applications.service_key', 'in', keys),
        eb('applications.status_changed_at', '<', enteredBefore(now, days)),
      ],
    });
  }
  for (const status of APPLICATION_STATUSES) {
    const days = limits[status];
    if (days === undefined) continue;
    rules.push({
      status,
      days,
      rest: (eb) => [
        ...(status === 'processing' && timed.length
          ? [
              eb.or([
                eb(sql.ref('applications.service_key'), 'is', null),
                eb(sql.ref('applications.service_key'), 'not in', timed),
              ]),
            ]
          : []),
        eb('applications.status_changed_at', '<', enteredBefore(now, days)),
      ],
    });
  }
  return rules;
}

/** The overdue rules of each status that has any, in the rules' order. */
function overdueRulesByStatus(
  now: Date,
  serviceDays: ReadonlyMap<number, readonly string[]>,
): Map<ApplicationStatus, OverdueRule[]> {
  const byStatus = new Map<ApplicationStatus, OverdueRule[]>();
  for (const rule of overdueRules(now, serviceDays))
    byStatus.set(rule.status, [...(byStatus.get(rule.status) ?? []), rule]);
  return byStatus;
}

/**
 * The overdue condition's branches, one per status: no row matches two, so a count of overdue
 * rows is the sum of their counts (issue 31). Each is one index range, the status's cases that
 * entered it before its shortest limit, whose rows are then tested against their own service's
 * limit. A branch per rule (a dozen for the processing times) read the older cases in process
 * once per processing time (decision 205).
 */
export function overdueBranches(
  eb: Builder,
  now: Date,
  serviceDays: ReadonlyMap<number, readonly string[]>,
): Expression<SqlBool>[] {
  return [...overdueRulesByStatus(now, serviceDays)].map(([status, ofStatus]) => {
    const inStatus = eb('applications.status', '=', status);
    if (ofStatus.length === 1) return eb.and([inStatus, ...ofStatus[0]!.rest(eb)]);
    const shortest = Math.min(...ofStatus.map((rule) => rule.days));
    return eb.and([
      inStatus,
      eb('applications.status_changed_at', '<', enteredBefore(now, shortest)),
      eb.or(ofStatus.map((rule) => eb.and(rule.rest(eb)))),
    ]);
  });
}

/**
 * The overdue condition tested on rows already read (a search's matches, marked cases): a choice
 * by status first, so a closed case costs one comparison instead of one per branch (decision 202:
 * the branches' OR was a third of a 5,000-match search's counts).
 */
export function overdueOnRows(
  eb: Builder,
  now: Date,
  serviceDays: ReadonlyMap<number, readonly string[]>,
): Expression<SqlBool> {
  const whens = [...overdueRulesByStatus(now, serviceDays)].map(
    ([status, rules]) => sql`when ${status} then ${eb.or(rules.map((rule) => eb.and(rule.rest(eb))))}`,
  );
  return sql<SqlBool>`case ${sql.ref('applications.status')} ${sql.join(whens, sql` `)} else ${sql.lit(false)} end`;
}

/**
 * The order of statuses in a sort: the lifecycle's (where a case starts, then onwards). Literals,
 * not parameters, so the expression is the one the index `applications_status_rank` holds
 * (migration 2026-11-29-31-001 builds it with this function, on the bare column).
 */
export function statusRank(column: Expression<unknown> = sql.ref('applications.status')) {
  return sql<number>`case ${column} ${sql.join(
    APPLICATION_STATUSES.map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(APPLICATION_STATUSES.length)} end`;
}
