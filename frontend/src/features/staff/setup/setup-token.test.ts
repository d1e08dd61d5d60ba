import { describe, expect, it } from 'vitest';
import { setupTokenOf } from './setup-token';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

describe('setupTokenOf (the link the API prints: /login/setup#token=…)', () => {
  it('reads the token from #token=', () => {
    expect(setupTokenOf(`#token=${TOKEN}`)).toBe(TOKEN);
  });

  it('also takes a bare fragment', () => {
    expect(setupTokenOf(`#${TOKEN}`)).toBe(TOKEN);
  });

  it('refuses an empty or malformed token', () => {
    expect(setupTokenOf('')).toBeUndefined();
    expect(setupTokenOf('#token=')).toBeUndefined();
    expect(setupTokenOf('#token=<script>')).toBeUndefined();
  });
});
