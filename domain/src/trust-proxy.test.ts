import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['No', false],
    ['on', 1],
    ['TRUE', 1],
    ['3', 3],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, ::1, loopback', ['10.0.0.0/8', '::1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['11', 'proxy.example.com', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', 'evil'])(
    'refuses %j, naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
