// The company's own details, in one place: the web app's pages and the API's messages (issue 28:
// every applicant and visitor message says how to reach the agency) read them from here.
// DESIGN: placeholders the company replaces; hosts that belong to the company use reserved
// example domains until it supplies its own.
import type { Localized } from './catalogue-parts.js';
import { DISCOVERY_CALL_MINUTES, SUPPORT_REPLY_HOURS } from './constants.js';

/** product §1: a three-line South Jakarta address, the head office's. */
const headOfficeAddress = [
  'Jl. Jenderal Sudirman Kav. 52-53',
  'Senayan, Kebayoran Baru',
  'Jakarta Selatan 12190',
] as const;

export type Office = Readonly<{
  key: 'jakarta' | 'bekasi' | 'denpasar' | 'canggu';
  name: Localized;
  addressLines: readonly string[];
  phone: Readonly<{ display: string; tel: string }>;
}>;

/** product §1, §2 "Contact": four offices, Jakarta (the head office), Bekasi and two in Bali. */
const offices: readonly Office[] = [
  {
    key: 'jakarta',
    name: { en: 'Head office, Jakarta', id: 'Kantor pusat, Jakarta' },
    addressLines: headOfficeAddress,
    phone: { display: '+62 21 5091 2345', tel: '+622150912345' },
  },
  {
    key: 'bekasi',
    name: { en: 'Bekasi office', id: 'Kantor Bekasi' },
    addressLines: ['Jl. Ahmad Yani No. 18', 'Kayuringin Jaya, Bekasi Selatan', 'Kota Bekasi 17144'],
    phone: { display: '+62 21 8896 4321', tel: '+622188964321' },
  },
  {
    key: 'denpasar',
    name: { en: 'Bali office, Denpasar', id: 'Kantor Bali, Denpasar' },
    addressLines: ['Jl. Teuku Umar No. 121', 'Dauh Puri Kauh, Denpasar Barat', 'Denpasar, Bali 80113'],
    phone: { display: '+62 361 473 2190', tel: '+623614732190' },
  },
  {
    key: 'canggu',
    name: { en: 'Bali office, Canggu', id: 'Kantor Bali, Canggu' },
    addressLines: ['Jl. Raya Canggu No. 45', 'Canggu, Kuta Utara', 'Badung, Bali 80351'],
    phone: { display: '+62 361 908 5512', tel: '+623619085512' },
  },
];

/** A maps search for an address; it opens the maps app on a phone (decision "Maps links"). */
export function mapsSearchUrl(addressLines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines.join(', '))}`;
}

export const company = {
  brandName: 'Cipta Visa',
  legalName: 'PT Cipta Visa Indonesia',
  phones: [
    { display: '+62 21 5091 2345', tel: '+622150912345' },
    { display: '+62 812 3456 7890', tel: '+6281234567890' },
  ],
  /** DESIGN 8: the WhatsApp button opens https://wa.me/<e164> and shows the number. */
  whatsapp: { display: '+62 812 3456 7890', e164: '6281234567890', url: 'https://wa.me/6281234567890' },
  email: 'hello@example.com',
  /** product §1: a three-line South Jakarta address. */
  addressLines: headOfficeAddress,
  offices,
  /** Where the head office's pin sits on the contact page's map (product §9: the main office). */
  headOfficeLocation: { latitude: -6.2246, longitude: 106.8094 },
  /** product §9 constants, kept with the company's other promises. */
  replyWithinHours: SUPPORT_REPLY_HOURS,
  discoveryCallMinutes: DISCOVERY_CALL_MINUTES,
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/ciptavisa' },
    { network: 'Instagram', url: 'https://www.instagram.com/ciptavisa' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/ciptavisa' },
    { network: 'Twitter', url: 'https://twitter.com/ciptavisa' },
  ],
  /** The Indonesian government's own e-Visa site, named so no visitor mistakes us for it. */
  officialEVisaUrl: 'https://evisa.imigrasi.go.id',
} as const;

/**
 * Issue 21: every detail above that the company has not confirmed, as the build shows it.
 * `npm run launch-check` reports each one still found in the build (docs/operations.md); remove
 * an entry when the company supplies the real value.
 */
export const unconfirmedDetails: readonly Readonly<{ detail: string; value: string }>[] = [
  { detail: 'legal name', value: company.legalName },
  ...company.phones.map((phone, index) => ({ detail: `phone ${index + 1}`, value: phone.display })),
  { detail: 'WhatsApp number', value: company.whatsapp.display },
  { detail: 'e-mail address', value: company.email },
  ...company.offices.map((office) => ({ detail: `${office.name.en}: address`, value: office.addressLines[0]! })),
  ...company.offices.map((office) => ({ detail: `${office.name.en}: phone`, value: office.phone.display })),
  ...company.social.map((item) => ({ detail: `${item.network} handle (guessed)`, value: item.url })),
  // decision 31: not in the product's table; price and timing are our estimates
  {
    detail: 'tenth catalogue service (decision 31), price USD 450 and 30-45 days unconfirmed',
    value: 'working-kitas-e23',
  },
];
