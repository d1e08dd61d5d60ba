// product §8: what a 401 answer does after the client removed the token. Apart from the client,
// so the router can register its navigation without loading the client on every first paint.

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/**
 * The app's router supplies a navigation that keeps the page alive instead of reloading it.
 * Returns a function that puts the previous handler back.
 */
export function whenUnauthorized(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export function reportUnauthorized(): void {
  onUnauthorized();
}
