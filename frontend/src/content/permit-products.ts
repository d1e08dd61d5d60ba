// What the five permit and visa card screens have in common (product §2 "Permit and visa card
// screens", §3 "KITAP product" and the SR prices): the shape of a card's product, of a screen,
// and the one currency label every price carries.

import { type CatalogueService, permitProducts, type Requirement } from '@cipta/domain/catalogue';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import type { Localized } from './localized';
import type { IconName } from '../lib/icon-names';

export { formatAmount } from '@cipta/domain/catalogue';

/**
 * Decision 50: the original labelled these prices "SR" without saying what it stands for; they are
 * shown in US dollars, the catalogue's currency for the same kind of service, with the original's
 * figures. Every permit price is printed with this one constant.
 */
export { CATALOGUE_CURRENCY as PERMIT_CURRENCY_LABEL } from '@cipta/domain/catalogue';

export type PermitProduct<Id extends string = string> = Readonly<{
  /** A slug, unique on its screen; sent as the application's productId. */
  id: Id;
  title: Localized;
  /** Our service fee per application, in PERMIT_CURRENCY_LABEL. */
  price: number;
  description: Localized;
  /** The documents it asks for, each under the id an uploaded file names (domain catalogue). */
  requirements: readonly Requirement[];
  processingTime: Localized;
  /** How long the permit lasts; the additional services change a permit and have none of their own. */
  validity?: Localized;
  /** The card's icon (an SVG, components/icon). */
  icon: IconName;
}>;

export type PermitScreen<Id extends string = string> = Readonly<{
  formType: PermitFormType;
  /** The sentence under the screen's heading. */
  intro: Localized;
  products: readonly PermitProduct<Id>[];
}>;

/** What a card's page adds to the catalogue's facts (domain/src/catalogue.ts): its own copy. */
export type PermitCardCopy = Readonly<{ description: Localized; validity?: Localized; icon: IconName }>;

/**
 * A screen's cards: the catalogue's products of this form type, in its order (title, price,
 * processing time and requirements are the catalogue's, which the API writes its letters from),
 * each with the page's copy. Copy for a product the catalogue lacks, or a product without copy,
 * is a mistake caught when the module loads.
 */
export function permitCards<Id extends string>(
  formType: PermitFormType,
  copy: Readonly<Record<Id, PermitCardCopy>>,
): PermitProduct<Id>[] {
  const products = permitProducts(formType);
  const extra = Object.keys(copy).filter((id) => !products.some((product) => product.id === id));
  if (extra.length) throw new Error(`${formType}: no catalogue product ${extra.join(', ')}`);
  return products.map((product: CatalogueService) => {
    const own = (copy as Record<string, PermitCardCopy | undefined>)[product.id];
    if (!own) throw new Error(`${formType}/${product.id} has no copy`);
    return {
      id: product.id as Id,
      title: product.title,
      price: product.price.amount,
      processingTime: product.processingTime,
      requirements: product.requirements,
      ...own,
    };
  });
}

/** A price as the cards print it: "USD 2,500" in English, "USD 2.500" in Indonesian, as the catalogue writes its prices. */
export { formatPrice as formatPermitPrice } from '@cipta/domain/catalogue';

/** A validity of some days ("30-90 days"). */
export const days = (range: string): Localized => ({ en: `${range} days`, id: `${range} hari` });
