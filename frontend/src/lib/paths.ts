// Every path of the app, from one module (product §2 route table), so links never spell them out.
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  consultation: '/consultation',
  permanentResidence: '/permanent-residence',
  temporaryStay: '/temporary-stay',
  internationalVisa: '/international-visa',
  additionalServices: '/additional-services',
  tracking: '/tracking',
  visitVisa: '/visit-visa',
  news: '/news',
  visaServices: '/visa-services',
  /** product §2: the same screen as visaServices. */
  visaService: '/visa-service',
  /** product §2: the promo banner's Learn More target, absent from the original's routes; leads to visaServices. */
  services: '/services',
  article: (id: string | number) => `/article/${encodeURIComponent(String(id))}`,
  newsArticle: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  /** product §6/§8: where a 401 answer sends the visitor. */
  login: '/login',
  /** issue 13: the staff area (its own routes live in features/staff/staff-app.tsx). */
  staff: '/staff',
} as const;
