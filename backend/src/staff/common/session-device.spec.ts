import { describe, expect, it } from 'vitest';
import { DEVICE_MAX_LENGTH, deviceDescription, sessionAddress } from './session-device.js';

describe('deviceDescription', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox · macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      'Chrome · Linux',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('names %s as %s', (agent, expected) => {
    expect(deviceDescription(agent)).toBe(expected);
  });

  it('keeps an unknown header short and without control characters, and nothing for none', () => {
    const long = `Bot\u0007${'x'.repeat(500)}`;
    const described = deviceDescription(long)!;
    expect(described).toHaveLength(DEVICE_MAX_LENGTH);
    expect(described).toMatch(/^Botx+…$/);
    expect(deviceDescription(undefined)).toBeNull();
    expect(deviceDescription('  ')).toBeNull();
  });
});

describe('sessionAddress', () => {
  it('shows an IPv4-mapped address as IPv4, others as they are, and nothing when unknown', () => {
    expect(sessionAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sessionAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(sessionAddress('unknown')).toBeNull();
    expect(sessionAddress(undefined)).toBeNull();
  });
});
