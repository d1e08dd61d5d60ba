// Issue 21: what the site knows of a service an application names. Applications store the
// service's English title (what staff read); the tracking page shows the visitor its name in
// their language and its own processing time.
import { additionalServicesScreen } from './additional-services';
import { internationalVisaScreen } from './international-visas';
import { kitapScreen } from './kitap';
import type { Localized } from './localized';
import { stayPermitScreen } from './stay-permits';
import { visaServices } from './visa-catalogue';
import { visitVisaScreen } from './visit-visas';

export type KnownOffer = Readonly<{ title: Localized; processingTime: Localized }>;

const OFFERS: ReadonlyMap<string, KnownOffer> = new Map(
  [
    ...visaServices,
    ...[kitapScreen, stayPermitScreen, internationalVisaScreen, additionalServicesScreen, visitVisaScreen].flatMap(
      (screen) => screen.products,
    ),
  ].map(({ title, processingTime }) => [title.en, { title, processingTime }]),
);

/** The offer with this English title, or undefined (a service renamed since the application). */
export function offerByTitle(englishTitle: string): KnownOffer | undefined {
  return OFFERS.get(englishTitle);
}
