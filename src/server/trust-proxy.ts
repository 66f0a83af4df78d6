// TRUST_PROXY: which proxies' X-Forwarded-For and X-Forwarded-Proto the server believes. It decides the client
// address every per-client limit counts (request.ip) and whether a cookie is Secure (request.protocol).
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { StartUpError } from './start-up-error';

/** false: believe no forwarded header; true: every proxy; a number: that many hops nearest the server; else addresses. */
export type TrustProxy = boolean | number | readonly string[];

/** The ranges proxy-addr (Fastify's) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix or an IPv4 address/netmask, as proxy-addr accepts them. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Reads TRUST_PROXY: unset, empty or `false` believes nothing; `true` believes every proxy (only where nothing but
 * the proxies can reach the server); a whole number, that many proxies nearest the server; otherwise a
 * comma-separated list of the proxies' addresses or ranges (`10.0.0.0/8`, `loopback`, `uniquelocal`, `linklocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length === 0) return entries;
  throw new StartUpError(
    `TRUST_PROXY has ${invalid.map((entry) => `'${entry}'`).join(', ')}, which is not an address, a range or a hop count. Set it to your load balancer's addresses, comma-separated (for example 127.0.0.1,10.0.0.0/8, or loopback), to true, to a number of proxies, or leave it unset when clients reach this server directly.`,
  );
}

/**
 * Fastify's option for a setting. A hop count is given as a function: Fastify 5.12 stopped honouring numbers (it
 * trusts no hop for one), while TRUST_PROXY keeps proxy-addr's meaning, the `n` addresses nearest the server.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}
