import type { AltchaWidgetElement } from 'altcha/types/generic';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSolver, withBotSolution } from './bot-solution';

/** A widget that has solved `payload`: what registerSolver hears from the real one. */
function solvedWidget(payload: string) {
  const element = Object.assign(new EventTarget(), { reset: vi.fn(), verify: vi.fn(async () => undefined) });
  const unregister = registerSolver(element as unknown as AltchaWidgetElement);
  element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  return { element, unregister };
}

const answering = (status: number) => vi.fn(async () => ({ response: new Response(null, { status }) }));

describe('withBotSolution', () => {
  let unregister = () => {};
  afterEach(() => unregister());

  it('keeps the solution for the retry after a 400, which the API does not spend', async () => {
    const widget = solvedWidget('first');
    unregister = widget.unregister;
    const refused = answering(400);
    await withBotSolution(refused);
    const stored = answering(201);
    await withBotSolution(stored);
    expect(refused).toHaveBeenCalledWith({ altcha: 'first' });
    expect(stored).toHaveBeenCalledWith({ altcha: 'first' });
    expect(widget.element.reset).toHaveBeenCalledTimes(1);
    expect(widget.element.verify).toHaveBeenCalledTimes(1);
  });

  it('keeps the solution when the answer never came, so a lost 201 can be asked again', async () => {
    const widget = solvedWidget('lost');
    unregister = widget.unregister;
    await expect(withBotSolution(async () => Promise.reject(new TypeError('network')))).rejects.toThrow('network');
    const again = answering(201);
    await withBotSolution(again);
    expect(again).toHaveBeenCalledWith({ altcha: 'lost' });
  });

  it('starts on the next solution after any other answer', async () => {
    for (const status of [201, 403, 409, 429]) {
      const widget = solvedWidget(`for-${status}`);
      await withBotSolution(answering(status));
      expect(widget.element.reset, String(status)).toHaveBeenCalledTimes(1);
      expect(widget.element.verify, String(status)).toHaveBeenCalledTimes(1);
      widget.unregister();
    }
  });

  it('replaces a refused solution once: the widget solves a fresh one and the call goes again', async () => {
    const widget = solvedWidget('stale');
    unregister = widget.unregister;
    let fresh = 0;
    widget.element.verify.mockImplementation(async () => {
      const payload = `fresh-${++fresh}`;
      setTimeout(() =>
        widget.element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } })),
      );
    });
    const refusal = { response: new Response(null, { status: 403 }), error: { code: 'CHALLENGE_FAILED' } };
    const send = vi.fn(async () => refusal);
    await withBotSolution(send);
    // Once, not for ever: the second refusal is the caller's to show.
    expect(send.mock.calls).toEqual([[{ altcha: 'stale' }], [{ altcha: 'fresh-1' }]]);
  });

  it('sends no solution when no widget is on the page', async () => {
    const send = answering(403);
    await withBotSolution(send);
    expect(send).toHaveBeenCalledWith({ altcha: '' });
  });
});
