import { isIPv4 } from 'node:net';

/** The longest device description kept; an unrecognised User-Agent is cut to this. */
export const DEVICE_MAX_LENGTH = 80;

// The first that matches names the browser: Edge, Opera and Samsung Internet also say "Chrome",
// Chrome also says "Safari", so the more specific come first.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// Android and iOS before Linux and macOS: their User-Agents also name those.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const named = (table: ReadonlyArray<readonly [RegExp, string]>, agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * issue 29: how a staff member recognises a session, "Chrome · Windows", from its User-Agent.
 * A header naming neither is kept cut to 80 characters without control characters, never whole.
 */
export function deviceDescription(userAgent: string | undefined): string | null {
  const agent = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!agent) return null;
  const browser = named(BROWSERS, agent);
  const system = named(SYSTEMS, agent);
  // A middle dot, not "on": the description reads the same in both languages of the staff area.
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (agent.length > DEVICE_MAX_LENGTH ? `${agent.slice(0, DEVICE_MAX_LENGTH - 1)}…` : agent);
}

/** The address a session signed in from, an IPv4-mapped IPv6 address as the IPv4 it is. */
export function sessionAddress(address: string | undefined): string | null {
  if (!address || address === 'unknown') return null;
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return mapped && isIPv4(mapped) ? mapped : address.slice(0, 64);
}
