// product §8: what a 401 answer does after the client removed the token. Apart from the client,
// so the router can register its navigation without loading the client on every first paint.

/** issue 28: 'expired' when a staff session this tab was using has ended (the sign-in page says so). */
export type UnauthorizedReason = 'expired';

let onUnauthorized: (reason?: UnauthorizedReason) => void = (reason) => {
  window.location.assign(reason ? `/login?reason=${reason}` : '/login');
};

/**
 * The app's router supplies a navigation that keeps the page alive instead of reloading it.
 * Returns a function that puts the previous handler back.
 */
export function whenUnauthorized(handler: (reason?: UnauthorizedReason) => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export function reportUnauthorized(reason?: UnauthorizedReason): void {
  onUnauthorized(reason);
}
