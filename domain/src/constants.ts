// The product's constants (product §9 and §5), in one module that the machines, the web app
// and the API all import, so a number is changed in exactly one place.

/** product §9: promotion spots between two resets, and the discount every slide shows. */
export const PROMO_SPOTS = 77;
export const PROMO_DISCOUNT_PERCENT = 77;

/** product §9: the contact reply promise (hours), and the length of the free discovery call (minutes). */
export const SUPPORT_REPLY_HOURS = 24;
export const DISCOVERY_CALL_MINUTES = 20;
/** issue 29: one address receives at most this many messages an hour from the visitor routes; the rest are held. */
export const VISITOR_MAIL_PER_RECIPIENT_HOUR = 10;

/** product §5: investor KITAP minimum investment, in USD. */
export const KITAP_INVESTOR_MIN_USD = 350_000;
/** The largest investment the form takes (a bound, so the number stays exact): one trillion USD. */
export const KITAP_INVESTOR_MAX_USD = 1_000_000_000_000;
/** product §5: retirement KITAP minimum age. */
export const KITAP_RETIREMENT_MIN_AGE = 55;

/** product §5 hint, enforced by us (DESIGN improvement 4): at most 5 MB per uploaded file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A cap on the files of one submission, so one request cannot fill the disk. */
export const MAX_FILES_PER_SUBMISSION = 20;

/** product §5: document types the visa application accepts. */
export const VISA_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
/** product §5: document types the permit forms accept. */
export const PERMIT_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type DocumentExtension = (typeof VISA_DOCUMENT_EXTENSIONS)[number];

/** product §3: consultation country options. */
export const CONSULTATION_COUNTRIES = [
  'Indonesia',
  'Malaysia',
  'Singapore',
  'Thailand',
  'Philippines',
  'Vietnam',
  'Other',
] as const;

/** product §3: visa application sponsor choices; cipta is the default. */
export const SPONSOR_TYPES = ['cipta', 'sponsor'] as const;
/** product §3: work types, asked only for working (kerja) services. */
export const WORK_TYPES = ['skilled', 'professional'] as const;
/** product §3: the KITAP form's current status options. */
export const KITAP_CURRENT_STATUSES = ['tourist', 'business', 'work', 'student', 'other'] as const;
/** product §2: the four KITAP cards. */
export const KITAP_CATEGORIES = ['spouse', 'working', 'investor', 'retirement'] as const;
/** product §2: the five permit and visa card screens, as the form type sent with an application. */
export const PERMIT_FORM_TYPES = [
  'kitap',
  'stay-permit',
  'international-visa',
  'additional-service',
  'visit-visa',
] as const;

/** product §4: the one application status the original showed, "Sedang Diproses". */
export const APPLICATION_STATUS_LABEL_ID = 'Sedang Diproses';

/**
 * product §7: submissionId = "VS" + last 8 digits of the timestamp + 4 random A-Z0-9.
 * Permit applications get the same shape with the prefix "PA" (docs/decisions.md 12): the
 * browser makes it as it makes the visa one, and the server makes one for a client that sends none.
 */
export const SUBMISSION_ID_PATTERN = /^VS\d{8}[A-Z0-9]{4}$/;
export const PERMIT_APPLICATION_ID_PATTERN = /^PA\d{8}[A-Z0-9]{4}$/;
/** Either kind of application ID: what an apply modal's machine is given when it opens. */
export const APPLICATION_ID_PATTERN = /^(VS|PA)\d{8}[A-Z0-9]{4}$/;
/** The prefixes of the two kinds: VS for a visa service, PA for a permit or visa card product. */
export const APPLICATION_ID_PREFIXES = ['VS', 'PA'] as const;
export type ApplicationIdPrefix = (typeof APPLICATION_ID_PREFIXES)[number];

/** product §5: a working (kerja) service asks for the work type. */
export function requiresWorkType(serviceTitle: string): boolean {
  return /working|kerja/i.test(serviceTitle);
}

// ---- The web app's shell (product §2 "Global behaviour", §4 Navbar and Language, §9) ----

/** product §9: the navbar hides when scrolling down past this many pixels. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 10;
/** product §9: the startup preloader shows this long, then fades out over PRELOADER_FADE_MS. */
export const PRELOADER_DURATION_MS = 2000;
export const PRELOADER_FADE_MS = 500;
/** product §2: the preloader's percentage advances every PRELOADER_STEP_MS. */
export const PRELOADER_STEP_MS = 300;
/** product §2: the route loader advances every ROUTE_LOADER_STEP_MS and hides this long after 100. */
export const ROUTE_LOADER_STEP_MS = 200;
export const ROUTE_LOADER_HIDE_DELAY_MS = 300;
/** product §2: both loaders advance by 5 to 19 percentage points a step. */
export const PROGRESS_STEP_MIN = 5;
export const PROGRESS_STEP_MAX = 19;
/** product §9: a lazy screen that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** product §3/§4/§9: the two languages, the default (navbar) and the fallback for missing text. */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
export const FALLBACK_LANGUAGE: Language = 'en';
/** product §9: where the chosen language is stored (local storage and cookie). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// ---- The home page (product §2 "Home", §4 "Promo claim", "Promo banner", "Testimonials", §9) ----

/** product §4 "Promo banner", §9: the banner moves to its next slide every PROMO_ROTATION_MS. */
export const PROMO_ROTATION_MS = 5000;
/** product §2 "Home": the promo banner has three slides. */
export const PROMO_SLIDE_COUNT = 3;
/** product §4 "Promo claim", §9: the claim's success notification shows for 3 seconds. */
export const CLAIM_NOTIFICATION_MS = 3000;
/** product §4 "Promo claim", §9: where the browser mirrors the server's claim count. */
export const PROMO_COUNT_STORAGE_KEY = 'promoClaimCount';
/** product §4 "Testimonials", §9: the slider shows, and moves by, three testimonials. */
export const TESTIMONIALS_PER_VIEW = 3;
/** product §2 "Home", §9: ten client logos, repeated twice in the scrolling strip. */
export const CLIENT_LOGO_COUNT = 10;

// ---- Visa services (product §2 "Visa services", §3 "Search filters", §4 "Visa search", §9) ----

/** product §4 "Visa search", §9: a search reads Searching... this long before its results. */
export const VISA_SEARCH_DELAY_MS = 1000;

/** product §3 "Search filters": the Country of Origin options, in their order (§5: not applied). */
export const VISA_COUNTRIES = [
  'usa',
  'uk',
  'australia',
  'japan',
  'korea',
  'singapore',
  'malaysia',
  'thailand',
  'philippines',
  'vietnam',
  'india',
  'china',
  'canada',
  'germany',
  'france',
  'netherlands',
  'italy',
  'spain',
  'brazil',
  'saudi_arabia',
  'uae',
  'qatar',
  'other',
] as const;
export type VisaCountry = (typeof VISA_COUNTRIES)[number];

/** product §3 "Search filters": the Purpose of Visit options, in their order. */
export const VISA_PURPOSES = ['tourist', 'business', 'family', 'medical', 'transit', 'student', 'work'] as const;
export type VisaPurpose = (typeof VISA_PURPOSES)[number];

/** product §3 "Search filters": the visa types each purpose offers, in their order. */
export const VISA_TYPES_BY_PURPOSE = {
  tourist: ['tourist', 'tourist-visit', 'tourist-multiple'],
  business: ['business', 'business-visit', 'business-multiple'],
  family: ['family', 'family-multiple'],
  medical: ['medical', 'medical-long'],
  transit: ['transit', 'transit-short'],
  student: ['student', 'student-exchange'],
  work: ['work', 'work-skilled'],
} as const satisfies Record<VisaPurpose, readonly string[]>;
export type VisaType = (typeof VISA_TYPES_BY_PURPOSE)[VisaPurpose][number];

export function isVisaCountry(value: unknown): value is VisaCountry {
  return typeof value === 'string' && (VISA_COUNTRIES as readonly string[]).includes(value);
}

export function isVisaPurpose(value: unknown): value is VisaPurpose {
  return typeof value === 'string' && (VISA_PURPOSES as readonly string[]).includes(value);
}
