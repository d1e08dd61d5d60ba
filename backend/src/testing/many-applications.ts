import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { applicationSearchColumns } from '../staff/cases/application-search.js';

const DAY = 24 * 60 * 60 * 1000;

/** What sets one stored application apart from the others of a set. */
export interface ApplicationVariant {
  fullName: string;
  email: string;
  status: string;
  serviceKey: string | null;
}

/**
 * Stores `count` visa applications by SQL, 200 at a time (issue 31's specs of a queue with many
 * matches): the `i`th has the ID `VS` + `i` on 8 digits + `suffix`, the phone "+62 812 " + `i` on
 * 8 digits, and a submission time in an order unlike the IDs' (a few at the same instant, which
 * the ID then orders); `variant(i)` gives the rest.
 */
export async function storeManyApplications(
  db: Kysely<Database>,
  count: number,
  suffix: string,
  variant: (i: number) => ApplicationVariant,
): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = `VS${String(i).padStart(8, '0')}${suffix}`;
    const { fullName, email, status, serviceKey } = variant(i);
    const phone = `+62 812 ${String(i).padStart(8, '0')}`;
    const submitted = new Date(now - (((i * 7919) % 997) * DAY) / 10).toISOString();
    return {
      id,
      kind: 'visa',
      product_id: null,
      service_key: serviceKey,
      service_title: 'Transit Visa',
      service_price: 'USD 35',
      full_name: fullName,
      email,
      email_key: email,
      phone,
      details: '{}',
      status,
      submitted_at: submitted,
      updated_at: submitted,
      language: 'en' as const,
      ...applicationSearchColumns({ id, fullName, email, phone, details: {} }),
    };
  });
  for (let from = 0; from < rows.length; from += 200)
    await db
      .insertInto('applications')
      .values(rows.slice(from, from + 200))
      .execute();
}
