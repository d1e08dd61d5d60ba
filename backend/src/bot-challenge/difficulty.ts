import { randomInt } from 'node:crypto';

// How much work a challenge asks (issue 29): the counter is drawn over the whole range, so no
// solver has a shortcut, and the PBKDF2 cost doubles while the promotion is claimed faster than
// people claim it. docs/security.md has the figures; docs/decisions.md 162 the reasons.

/** BOT_CHALLENGE_COST, BOT_CHALLENGE_MAX_COUNTER and BOT_CHALLENGE_RUSH_*. */
export interface DifficultyConfig {
  /** PBKDF2 iterations per try at rest. */
  cost: number;
  /** The counter is drawn from 0 to this, each value alike. */
  maxCounter: number;
  rush: RushConfig;
}

export interface RushConfig {
  /** The rate at which people claim the promotion: faster than this is a rush. */
  claimsPerMinute: number;
  /** The recent claims counted, over every instance (they are read from the database). */
  windowSeconds: number;
  /** Doublings of the cost at most: the top step is 2^steps times the work at rest. */
  steps: number;
}

/** A draw of a whole number from `min` to `max - 1`, each alike: `randomInt`, or a test's own. */
export type Draw = (min: number, max: number) => number;

/** What `issue()` passes to altcha-lib: the iterations per try and the counter the solution must find. */
export interface Work {
  cost: number;
  counter: number;
  step: number;
}

/** How many claims people make in one window: up to this many, the work stays at rest. */
export function peopleClaimsPerWindow(rush: RushConfig): number {
  return (rush.claimsPerMinute * rush.windowSeconds) / 60;
}

/**
 * 0 while `claims` in the last window come no faster than people claim; then one step more each
 * time the rate doubles (over 1×, 2×, 4× … the people's rate), at most `rush.steps`. The window
 * slides, so the steps fall back as the rush's claims leave it.
 */
export function rushStep(claims: number, rush: RushConfig): number {
  const people = peopleClaimsPerWindow(rush);
  if (claims <= people) return 0;
  return Math.min(rush.steps, Math.ceil(Math.log2(claims / people)));
}

/**
 * The work of one challenge. The counter is uniform over 0…maxCounter: a solver gains nothing by
 * where it starts or which way it counts (it was drawn from the upper half, which a bot could
 * start at and pay a third of what the widget, counting from 0, paid).
 */
export function challengeWork(config: DifficultyConfig, recentClaims: number, draw: Draw = randomInt): Work {
  const step = rushStep(recentClaims, config.rush);
  return { cost: config.cost * 2 ** step, counter: draw(0, config.maxCounter + 1), step };
}
