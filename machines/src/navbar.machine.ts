// The navbar (product §2 "Navbar", §4 "Navbar" and "Language"): shown or hidden by scroll
// direction, a mobile menu and a language dropdown, which any scroll closes.
import { and, assign, not, or, setup } from 'xstate';
import { NAVBAR_SCROLL_THRESHOLD_PX, isLanguage, type Language } from '@cipta/domain/constants';

export interface NavbarContext {
  lastScrollY: number;
}

export type NavbarEvent =
  | { type: 'page.scrolled'; y: number }
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'language.toggle' }
  | { type: 'language.close' }
  | { type: 'language.choose'; language: string };

type LanguageChosen = Extract<NavbarEvent, { type: 'language.choose' }>;

// The isSupportedLanguage guard runs first, so this only turns its check into a type.
function chosenLanguage({ event }: { event: LanguageChosen }): Language {
  if (!isLanguage(event.language)) {
    throw new Error(`applyLanguage reached with an unsupported language: ${event.language}`);
  }
  return event.language;
}

export const navbarMachine = setup({
  types: {
    context: {} as NavbarContext,
    events: {} as NavbarEvent,
  },
  actions: {
    rememberScrollY: assign({
      lastScrollY: ({ context, event }) => (event.type === 'page.scrolled' ? event.y : context.lastScrollY),
    }),
    /** Placeholder: the app switches i18next and stores the choice (product §9). */
    applyLanguage: (_, _language: Language) => {},
  },
  guards: {
    // product §2: near the top the navbar always shows.
    isNearTop: ({ event }) => event.type === 'page.scrolled' && event.y <= NAVBAR_SCROLL_THRESHOLD_PX,
    isScrollingDown: ({ context, event }) => event.type === 'page.scrolled' && event.y > context.lastScrollY,
    isScrollingUp: ({ context, event }) => event.type === 'page.scrolled' && event.y < context.lastScrollY,
    // product §4 "Language": only id and en are applied.
    isSupportedLanguage: ({ event }) => event.type === 'language.choose' && isLanguage(event.language),
  },
}).createMachine({
  id: 'navbar',
  type: 'parallel',
  context: { lastScrollY: 0 },
  states: {
    visibility: {
      initial: 'visible',
      states: {
        visible: {
          on: {
            'page.scrolled': [
              {
                guard: and(['isScrollingDown', not('isNearTop')]),
                target: 'hidden',
                actions: 'rememberScrollY',
              },
              { actions: 'rememberScrollY' },
            ],
          },
        },
        hidden: {
          on: {
            'page.scrolled': [
              {
                guard: or(['isNearTop', 'isScrollingUp']),
                target: 'visible',
                actions: 'rememberScrollY',
              },
              { actions: 'rememberScrollY' },
            ],
          },
        },
      },
    },
    mobileMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.toggle': 'open' },
        },
        open: {
          on: {
            'menu.toggle': 'closed',
            // a link click, an overlay click or Escape
            'menu.close': 'closed',
            'page.scrolled': 'closed',
          },
        },
      },
    },
    languageMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'language.toggle': 'open',
            // the mobile menu's language section chooses without opening the dropdown
            'language.choose': {
              guard: 'isSupportedLanguage',
              actions: { type: 'applyLanguage', params: chosenLanguage },
            },
          },
        },
        open: {
          on: {
            'language.toggle': 'closed',
            'language.close': 'closed',
            'page.scrolled': 'closed',
            'language.choose': [
              {
                guard: 'isSupportedLanguage',
                target: 'closed',
                actions: { type: 'applyLanguage', params: chosenLanguage },
              },
              { target: 'closed' },
            ],
          },
        },
      },
    },
  },
});
