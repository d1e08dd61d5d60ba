import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { NAVBAR_SCROLL_THRESHOLD_PX, isLanguage } from '@cipta/domain/constants';
import { navbarMachine, type NavbarEvent } from './navbar.machine.js';

type NavbarSnapshot = SnapshotFrom<typeof navbarMachine>;

function startNavbar() {
  const applyLanguage = vi.fn();
  const actor = createActor(
    navbarMachine.provide({
      actions: { applyLanguage: (_, language) => applyLanguage(language) },
    }),
  ).start();
  return { actor, applyLanguage };
}

function scroll(y: number): NavbarEvent {
  return { type: 'page.scrolled', y };
}

describe('navbar visibility (product §2 "Navbar": threshold 10 px)', () => {
  it('starts visible at the top with both menus closed', () => {
    const { actor } = startNavbar();
    expect(actor.getSnapshot().value).toEqual({
      visibility: 'visible',
      mobileMenu: 'closed',
      languageMenu: 'closed',
    });
    expect(actor.getSnapshot().context.lastScrollY).toBe(0);
  });

  it('hides when scrolling down past the threshold, and remembers where the page is', () => {
    const { actor } = startNavbar();
    actor.send(scroll(50));
    expect(actor.getSnapshot().matches({ visibility: 'hidden' })).toBe(true);
    expect(actor.getSnapshot().context.lastScrollY).toBe(50);
  });

  it('stays visible while scrolling down within the threshold, and hides one pixel past it', () => {
    const { actor } = startNavbar();
    actor.send(scroll(5));
    expect(actor.getSnapshot().matches({ visibility: 'visible' })).toBe(true);
    actor.send(scroll(NAVBAR_SCROLL_THRESHOLD_PX));
    expect(actor.getSnapshot().matches({ visibility: 'visible' })).toBe(true);
    actor.send(scroll(NAVBAR_SCROLL_THRESHOLD_PX + 1));
    expect(actor.getSnapshot().matches({ visibility: 'hidden' })).toBe(true);
  });

  it('shows again as soon as the page scrolls up, far from the top', () => {
    const { actor } = startNavbar();
    actor.send(scroll(400));
    actor.send(scroll(600));
    expect(actor.getSnapshot().matches({ visibility: 'hidden' })).toBe(true);
    actor.send(scroll(599));
    expect(actor.getSnapshot().matches({ visibility: 'visible' })).toBe(true);
    actor.send(scroll(700));
    expect(actor.getSnapshot().matches({ visibility: 'hidden' })).toBe(true);
  });

  it('shows near the top and keeps its state when the position does not change', () => {
    const { actor } = startNavbar();
    actor.send(scroll(200));
    actor.send(scroll(200));
    expect(actor.getSnapshot().matches({ visibility: 'hidden' })).toBe(true);
    actor.send(scroll(3));
    expect(actor.getSnapshot().matches({ visibility: 'visible' })).toBe(true);
    actor.send(scroll(3));
    expect(actor.getSnapshot().matches({ visibility: 'visible' })).toBe(true);
  });
});

describe('navbar mobile menu (product §2 "Navbar")', () => {
  it('opens and closes with the hamburger', () => {
    const { actor } = startNavbar();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobileMenu: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobileMenu: 'closed' })).toBe(true);
  });

  it('closes on a link click, an overlay click or Escape, and stays closed', () => {
    const { actor } = startNavbar();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches({ mobileMenu: 'closed' })).toBe(true);
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches({ mobileMenu: 'closed' })).toBe(true);
  });

  it('closes when the page scrolls, in either direction', () => {
    const { actor } = startNavbar();
    actor.send(scroll(300));
    actor.send({ type: 'menu.toggle' });
    actor.send(scroll(250));
    expect(actor.getSnapshot().matches({ mobileMenu: 'closed' })).toBe(true);
  });
});

describe('navbar language dropdown (product §4 "Navbar" and "Language")', () => {
  it('opens and closes with its button and closes on language.close', () => {
    const { actor } = startNavbar();
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().matches({ languageMenu: 'open' })).toBe(true);
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
    actor.send({ type: 'language.toggle' });
    actor.send({ type: 'language.close' });
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
  });

  it('applies a supported language once and closes the dropdown', () => {
    const { actor, applyLanguage } = startNavbar();
    actor.send({ type: 'language.toggle' });
    actor.send({ type: 'language.choose', language: 'en' });
    expect(applyLanguage).toHaveBeenCalledTimes(1);
    expect(applyLanguage).toHaveBeenCalledWith('en');
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
  });

  it('ignores an unsupported language but still closes the dropdown', () => {
    const { actor, applyLanguage } = startNavbar();
    actor.send({ type: 'language.toggle' });
    actor.send({ type: 'language.choose', language: 'fr' });
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
  });

  it('applies a language chosen from the mobile menu while the dropdown is closed', () => {
    const { actor, applyLanguage } = startNavbar();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'language.choose', language: 'id' });
    actor.send({ type: 'language.choose', language: 'EN' });
    expect(applyLanguage.mock.calls).toEqual([['id']]);
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
  });

  it('closes the dropdown and the mobile menu together on a scroll', () => {
    const { actor } = startNavbar();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'language.toggle' });
    actor.send(scroll(5));
    expect(actor.getSnapshot().value).toEqual({
      visibility: 'visible',
      mobileMenu: 'closed',
      languageMenu: 'closed',
    });
  });

  it('runs without an app: the default applyLanguage does nothing', () => {
    const actor = createActor(navbarMachine).start();
    actor.send({ type: 'language.toggle' });
    actor.send({ type: 'language.choose', language: 'en' });
    expect(actor.getSnapshot().matches({ languageMenu: 'closed' })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const EVENT_SAMPLES: NavbarEvent[] = [
  ...[0, 5, 50, 200].map(scroll),
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: 'language.toggle' },
  { type: 'language.close' },
  { type: 'language.choose', language: 'en' },
  { type: 'language.choose', language: 'id' },
  { type: 'language.choose', language: 'fr' },
];

interface NavbarView {
  visibility: 'visible' | 'hidden';
  mobileMenu: 'closed' | 'open';
  languageMenu: 'closed' | 'open';
  lastScrollY: number;
}

function view(snapshot: NavbarSnapshot): NavbarView {
  const pick = <T extends string>(region: string, a: T, b: T): T => (snapshot.matches({ [region]: a }) ? a : b);
  return {
    visibility: pick('visibility', 'visible', 'hidden'),
    mobileMenu: pick('mobileMenu', 'closed', 'open'),
    languageMenu: pick('languageMenu', 'closed', 'open'),
    lastScrollY: snapshot.context.lastScrollY,
  };
}

/** The product's rules written out plainly, as an oracle for the machine. */
function expectedAfter(before: NavbarView, event: NavbarEvent): NavbarView {
  switch (event.type) {
    case 'page.scrolled': {
      const visibility =
        event.y <= NAVBAR_SCROLL_THRESHOLD_PX || event.y < before.lastScrollY
          ? 'visible'
          : event.y > before.lastScrollY
            ? 'hidden'
            : before.visibility;
      return { visibility, mobileMenu: 'closed', languageMenu: 'closed', lastScrollY: event.y };
    }
    case 'menu.toggle':
      return { ...before, mobileMenu: before.mobileMenu === 'open' ? 'closed' : 'open' };
    case 'menu.close':
      return { ...before, mobileMenu: 'closed' };
    case 'language.toggle':
      return { ...before, languageMenu: before.languageMenu === 'open' ? 'closed' : 'open' };
    case 'language.close':
    case 'language.choose':
      return { ...before, languageMenu: 'closed' };
  }
}

describe('navbar paths (@xstate/graph)', () => {
  const paths = getShortestPaths(navbarMachine, { events: EVENT_SAMPLES });

  it('reaches each menu combination with every position the scroll rules allow', () => {
    // Near the top it is always visible; at 200, the largest sample, only a scroll down arrives.
    const positions = ['visible@0', 'visible@5', 'visible@50', 'hidden@50', 'hidden@200'];
    const reached = new Set(paths.map((path) => JSON.stringify(view(path.state))));
    expect(reached.size).toBe(paths.length);
    const visibilities = new Set(paths.map((path) => `${view(path.state).visibility}@${view(path.state).lastScrollY}`));
    expect([...visibilities].sort()).toEqual([...positions].sort());
    expect(paths).toHaveLength(positions.length * 2 * 2);
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what product.md says',
    (_, path) => {
      // the first step is the graph's own xstate.init
      const events = path.steps.slice(1).map((step) => step.event);
      for (const event of EVENT_SAMPLES) {
        const { actor, applyLanguage } = startNavbar();
        events.forEach((e) => actor.send(e));
        const before = view(actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        applyLanguage.mockClear();

        actor.send(event);

        expect(view(actor.getSnapshot())).toEqual(expectedAfter(before, event));
        const applied = event.type === 'language.choose' && isLanguage(event.language);
        expect(applyLanguage).toHaveBeenCalledTimes(applied ? 1 : 0);
      }
    },
  );
});
