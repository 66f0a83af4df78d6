import { describe, expect, it } from 'vitest';
import { exposedAddresses } from './exposed-addresses';

const at = (address: string, family = address.includes(':') ? 'IPv6' : 'IPv4') => ({ address, family, port: 8080 });

describe('exposedAddresses', () => {
  it('answers nothing for loopback addresses, IPv4-mapped ones included, or a Unix socket', () => {
    expect(exposedAddresses([at('127.0.0.1'), at('::1'), at('127.0.1.1'), at('::ffff:127.0.0.1'), '/run/heloc.sock'])).toEqual([]);
  });

  it('answers every other address as a URL', () => {
    expect(exposedAddresses([at('127.0.0.1'), at('0.0.0.0'), at('::'), at('192.0.2.7'), at('fe80::1')])).toEqual([
      'http://0.0.0.0:8080',
      'http://[::]:8080',
      'http://192.0.2.7:8080',
      'http://[fe80::1]:8080',
    ]);
  });
});
