import { catalogueService, permitProductKey, serviceByTitle } from '@cipta/domain/catalogue';
import { PERMIT_FORM_TYPES } from '@cipta/domain/constants';
import type { Kysely, Migration } from 'kysely';

// Issue 29: each application names the catalogue's service it is for (domain catalogue's key,
// `visa/<id>` or `<formType>/<productId>`), so the API writes its letters from the catalogue and
// the staff filter and mark cases by it. Rows stored before keep their title; they get the key
// where it matches a service of the catalogue as it is when this runs (a permit by its form type
// and product, a visa by its title in either language), and null where nothing matches.
export const serviceKey: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('applications').addColumn('service_key', 'text').execute();
    await db.schema.createIndex('applications_service_key').on('applications').column('service_key').execute();
    const rows: Array<{ id: string; kind: string; product_id: string | null; service_title: string }> = await db
      .selectFrom('applications')
      .select(['id', 'kind', 'product_id', 'service_title'])
      .execute();
    for (const row of rows) {
      const key = keyOf(row);
      if (key) await db.updateTable('applications').set({ service_key: key }).where('id', '=', row.id).execute();
    }
  },
};

function keyOf(row: { kind: string; product_id: string | null; service_title: string }): string | undefined {
  if (row.kind === 'visa') {
    const service = serviceByTitle(row.service_title);
    return service?.kind === 'visa' ? service.key : undefined;
  }
  const formType = PERMIT_FORM_TYPES.find((type) => type === row.kind);
  if (!formType || !row.product_id) return undefined;
  return catalogueService(permitProductKey(formType, row.product_id))?.key;
}
