import { describe, expect, it } from 'vitest';
import { loadConfig, reachableOrigins } from '../../src/config.ts';

const interfaces = {
  lo: [
    { address: '127.0.0.1', family: 'IPv4', internal: true },
    { address: '::1', family: 'IPv6', internal: true },
  ],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1c2:3ff:fe4a:5b6c', family: 'IPv6', internal: false },
    { address: '2001:DB8::20', family: 'IPv6', internal: false },
  ],
} as unknown as Parameters<typeof reachableOrigins>[1];

describe('the origins the app may be opened at', () => {
  it('are localhost, loopback, the machine name and each interface address, on the port', () => {
    expect(reachableOrigins(8080, interfaces, 'Shop-PC')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://shop-pc:8080',
      'http://192.168.1.20:8080',
      'http://[2001:db8::20]:8080',
    ]);
  });

  it('are all of them when neither ISSUER nor WEB_ORIGINS is set, and only the pinned ones otherwise', () => {
    const open = loadConfig({ PORT: '9000' });
    expect(open.issuer).toBe('http://localhost:9000');
    expect(open.webOrigins).toEqual(
      expect.arrayContaining(['http://localhost:9000', 'http://127.0.0.1:9000']),
    );

    expect(loadConfig({ PORT: '9000', ISSUER: 'https://shop.example/' }).webOrigins).toEqual([
      'https://shop.example',
    ]);
    expect(loadConfig({ PORT: '9000', WEB_ORIGINS: 'http://a.test:1, http://b.test:2/' }).webOrigins).toEqual(
      ['http://a.test:1', 'http://b.test:2'],
    );
  });
});
