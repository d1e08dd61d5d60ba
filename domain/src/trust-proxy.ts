// TRUST_PROXY (README "Configuration"), read the same way by the API and the web server: whom to
// believe about a request's client address and protocol. Both refuse to start on a bad value.
import { isIP } from 'node:net';

/** Express' "trust proxy": false, a number of hops, or the proxies' addresses and subnets. */
export type TrustProxy = false | number | string[];

const OFF = ['off', 'false', '0', 'no'];
const ON = ['on', 'true', 'yes'];
/** The address ranges Express knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

/** Throws an Error whose message names the setting and the bad part. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || OFF.includes(raw.toLowerCase())) return false;
  // One reverse proxy in front, the common case: believe only the address it appended.
  if (ON.includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > MAX_HOPS) {
      throw new Error(`TRUST_PROXY must be a whole number from 1 to ${MAX_HOPS}; it is "${raw}".`);
    }
    return hops;
  }
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.find((item) => !isProxyAddress(item));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be off, on, a number of proxy hops, or proxy addresses; "${bad}" is none of these.`,
    );
  }
  return list;
}

/** An address, an address/bits subnet, or one of Express' named ranges. */
function isProxyAddress(item: string): boolean {
  if (NAMED_RANGES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  const maxBits = family === 6 ? 128 : 32;
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
  return family !== 0 && bitsOk && rest.length === 0;
}
