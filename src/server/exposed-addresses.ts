import type { AddressInfo } from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The addresses, among those a server listens at, that other machines can reach (anything but loopback), as URLs.
 * A string is a Unix socket's path: this machine's only.
 */
export function exposedAddresses(addresses: readonly (AddressInfo | string)[]): string[] {
  return addresses
    .filter((address): address is AddressInfo => typeof address !== 'string' && !LOOPBACK.test(address.address))
    .map(({ address, family, port }) => (family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`));
}
