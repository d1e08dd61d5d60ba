// The machines that have a page in docs/machines/, in the order the index lists them.
import { applicationMachine } from './application.machine.js';
import { applicationLifecycleMachine } from './application-lifecycle.machine.js';
import { cardModalsMachine } from './card-modals.machine.js';
import { consultationMachine } from './consultation.machine.js';
import { contactMessageMachine } from './contact-message.machine.js';
import {
  PRELOADER_DURATION_MS,
  PRELOADER_FADE_MS,
  PROMO_ROTATION_MS,
  PROMO_SPOTS,
  ROUTE_LOADER_HIDE_DELAY_MS,
  ROUTE_LOADER_STEP_MS,
  VISA_SEARCH_DELAY_MS,
} from '@cipta/domain/constants';
import type { MachineDoc } from './diagram.js';
import { navbarMachine } from './navbar.machine.js';
import { newsMachine } from './news.machine.js';
import { preloaderMachine } from './preloader.machine.js';
import { promoCarouselMachine } from './promo-carousel.machine.js';
import { promoClaimMachine } from './promo-claim.machine.js';
import { routeLoaderMachine } from './route-loader.machine.js';
import { staffSessionTimeoutMachine } from './staff-session-timeout.machine.js';
import { testimonialsMachine } from './testimonials.machine.js';
import { visaSearchMachine } from './visa-search.machine.js';

export const MACHINE_DOCS: readonly MachineDoc[] = [
  {
    name: 'navbar',
    title: 'Navbar',
    exportName: 'navbarMachine',
    sourceFile: 'src/navbar.machine.ts',
    summary:
      'models the navbar that hides on scrolling down and shows on scrolling up or near the ' +
      'top, with its mobile menu and language dropdown that any scroll closes ' +
      '(product §2 "Navbar", §4 "Navbar" and "Language").',
    machine: navbarMachine,
  },
  {
    name: 'preloader',
    title: 'Startup preloader',
    exportName: 'preloaderMachine',
    sourceFile: 'src/preloader.machine.ts',
    summary:
      `models the startup preloader whose percentage climbs for ${PRELOADER_DURATION_MS} ms, ` +
      `then shows 100 while it fades out over ${PRELOADER_FADE_MS} ms ` +
      '(product §2 "Global behaviour", §9).',
    machine: preloaderMachine,
  },
  {
    name: 'route-loader',
    title: 'Route loader',
    exportName: 'routeLoaderMachine',
    sourceFile: 'src/route-loader.machine.ts',
    summary:
      'models the progress bar that appears on a link click, climbs every ' +
      `${ROUTE_LOADER_STEP_MS} ms and hides ${ROUTE_LOADER_HIDE_DELAY_MS} ms after reaching 100 ` +
      '(product §2 "Global behaviour", §9).',
    machine: routeLoaderMachine,
  },
  {
    name: 'promo-carousel',
    title: 'Promo banner',
    exportName: 'promoCarouselMachine',
    sourceFile: 'src/promo-carousel.machine.ts',
    summary:
      "models the home page's promo banner that moves to its next slide every " +
      `${PROMO_ROTATION_MS} ms or by its arrows, dots and swipes, and pauses while the pointer or the ` +
      'focus is on it or its pause button is pressed (product §2 "Home", §4 "Promo banner", §9).',
    machine: promoCarouselMachine,
  },
  {
    name: 'promo-claim',
    title: 'Promo claim',
    exportName: 'promoClaimMachine',
    sourceFile: 'src/promo-claim.machine.ts',
    summary:
      `models the claim of one of the ${PROMO_SPOTS} promotion spots counted by the server: the ` +
      'form, the claim modal with the assigned spot, Offer Expired, and the hidden reset ' +
      '(product §4 "Promo claim", §8, §9).',
    machine: promoClaimMachine,
  },
  {
    name: 'testimonials',
    title: 'Testimonials slider',
    exportName: 'testimonialsMachine',
    sourceFile: 'src/testimonials.machine.ts',
    summary:
      'models the testimonials slider that moves a whole group at a time, by its arrows or a ' +
      'swipe, and wraps at both ends ' +
      '(product §2 "Home", §4 "Testimonials", §9).',
    machine: testimonialsMachine,
  },
  {
    name: 'visa-search',
    title: 'Visa search',
    exportName: 'visaSearchMachine',
    sourceFile: 'src/visa-search.machine.ts',
    summary:
      'models the visa services search: the filters, where choosing a purpose clears the visa ' +
      `type, a search that reads Searching... for ${VISA_SEARCH_DELAY_MS} ms before its ` +
      'results, and Reset back to the popular list (product §3 "Search filters", ' +
      '§4 "Visa search", §5, §9).',
    machine: visaSearchMachine,
  },
  {
    name: 'application',
    title: 'Visa and permit application',
    exportName: 'applicationMachine',
    sourceFile: 'src/application.machine.ts',
    summary:
      'models the apply form of the visa services and of the permit and visa card screens: its ' +
      'submit with upload progress under one submissionId made when the modal opens (VS… or ' +
      'PA…), so a retry is stored once, the success modal whose closing closes the apply ' +
      'modal, and a failure that keeps the form for a retry (product §4 "Visa application", ' +
      '"Permit and visa modals", §7, §8; DESIGN 3, 5).',
    machine: applicationMachine,
  },
  {
    name: 'application-lifecycle',
    title: 'Application lifecycle (staff)',
    exportName: 'applicationLifecycleMachine',
    sourceFile: 'src/application-lifecycle.machine.ts',
    summary:
      'models the statuses an application moves through and the only changes allowed between ' +
      'them: the API refuses every other change with a 409 naming the allowed ones, and the ' +
      'staff area offers only these; completed and rejected close an application, and only an admin ' +
      'with a reason reopens one (product §10.4, §10.5, decision 160).',
    machine: applicationLifecycleMachine,
  },
  {
    name: 'staff-session-timeout',
    title: 'Staff session timeout',
    exportName: 'staffSessionTimeoutMachine',
    sourceFile: 'src/staff-session-timeout.machine.ts',
    summary:
      'models the warning before a staff session reaches its idle limit (STAFF_SESSION_IDLE_SECONDS): ' +
      'two minutes before it, or a third of a short limit, with "Stay signed in", which touches the ' +
      'session; a call from any tab puts the warning off; at the limit the API decides, and an ended ' +
      'session leads to the sign-in page that says so (issue 28, decision 175).',
    machine: staffSessionTimeoutMachine,
  },
  {
    name: 'card-modals',
    title: 'Card modals',
    exportName: 'cardModalsMachine',
    sourceFile: 'src/card-modals.machine.ts',
    summary:
      'models the info and apply modals of the visa services and permit card screens, open ' +
      'for one selected card at a time (product §2 "Permit and visa card screens", ' +
      '§4 "Permit and visa modals").',
    machine: cardModalsMachine,
  },
  {
    name: 'news',
    title: 'News',
    exportName: 'newsMachine',
    sourceFile: 'src/news.machine.ts',
    summary:
      'models the news screen: the list filtered by its tabs, an article opened inline and ' +
      "Back to News, with the open article kept in the page's address so the browser's Back " +
      'and Forward buttons move between them (product §2 "News list", §4 "News").',
    machine: newsMachine,
  },
  {
    name: 'contact-message',
    title: 'Contact form',
    exportName: 'contactMessageMachine',
    sourceFile: 'src/contact-message.machine.ts',
    summary:
      'models the contact form that ends in the empty-fields alert, the success alert (the form ' +
      'is emptied) or the failure alert (the form keeps what was typed); the message form shape ' +
      'of `src/form-submission.machine.ts` (product §4 "Contact form", §5, §8).',
    machine: contactMessageMachine,
  },
  {
    name: 'consultation',
    title: 'Consultation request',
    exportName: 'consultationMachine',
    sourceFile: 'src/consultation.machine.ts',
    summary:
      'models the consultation request: a success empties the form and opens the success ' +
      'modal until OK, X or an overlay click dismisses it, and a failure keeps the form with ' +
      'its message; the message form shape of `src/form-submission.machine.ts` ' +
      '(product §4 "Consultation", §5, §8).',
    machine: consultationMachine,
  },
];
