import type { IncomingMessage } from 'node:http';
import { parseEnv, resetEnvForTests } from '@/lib/env';
import { geolocate } from '.';
import { clientIp, clientIpFrom, clientProtocol, clientProtocolFrom } from './client-ip';

const request = (forwardedFor: string | undefined, peer = '::ffff:10.1.2.3') =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('clientIpFrom: the one client-address rule (TRUSTED_PROXY_HOPS)', () => {
  it('with no trusted proxy, believes no header and keys on the socket peer', () => {
    expect(clientIpFrom('203.0.113.9', '::ffff:10.1.2.3', 0)).toBe('10.1.2.3');
    expect(clientIpFrom(undefined, '2001:DB8::1', 0)).toBe('2001:db8::1');
  });

  it('with one trusted proxy, takes the last entry: what our proxy saw', () => {
    expect(clientIpFrom('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIpFrom('198.51.100.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('with two trusted proxies (CDN + load balancer), takes the second from the right', () => {
    expect(clientIpFrom('1.1.1.1, 203.0.113.9, 172.16.0.5', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('a forged leftmost entry never changes the key', () => {
    const keys = new Set(
      ['6.6.6.6', '127.0.0.1', 'not-an-ip', '10.0.0.1, 8.8.8.8', ''].map((forged) =>
        clientIpFrom(forged ? `${forged}, 203.0.113.9` : '203.0.113.9', '10.0.0.2', 1),
      ),
    );
    expect([...keys]).toEqual(['203.0.113.9']);
  });

  it('reads repeated headers as one list', () => {
    expect(clientIpFrom(['6.6.6.6', '203.0.113.9'], '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('with fewer entries than hops, takes the furthest entry a proxy wrote', () => {
    expect(clientIpFrom('203.0.113.9', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('without the header behind a proxy, falls back to the socket peer', () => {
    expect(clientIpFrom(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientIpFrom(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('normalises ports, brackets and IPv4-mapped IPv6 so one visitor is one key', () => {
    expect(clientIpFrom('203.0.113.9:51234', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIpFrom('[2001:DB8::7]:443', '10.0.0.2', 1)).toBe('2001:db8::7');
    expect(clientIpFrom('::ffff:203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('a malformed entry where our proxy writes falls back to the peer (stricter, never looser)', () => {
    expect(clientIpFrom('203.0.113.9, garbage', '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('clientProtocolFrom: X-Forwarded-Proto by the same hop rule', () => {
  it('with no trusted proxy, ignores the header: the connection protocol counts', () => {
    expect(clientProtocolFrom('https', false, 0)).toBe('http');
    expect(clientProtocolFrom('http', true, 0)).toBe('https');
    expect(clientProtocolFrom(undefined, false, 0)).toBe('http');
  });

  it('with one trusted proxy, takes the value our proxy appended, not a forged one before it', () => {
    expect(clientProtocolFrom('https', false, 1)).toBe('https');
    expect(clientProtocolFrom('https, http', false, 1)).toBe('http');
    expect(clientProtocolFrom(['https', 'http'], true, 1)).toBe('http');
  });

  it('with two trusted proxies (CDN + load balancer), takes the second from the right', () => {
    // The CDN saw https from the visitor; the load balancer saw http from the CDN.
    expect(clientProtocolFrom('http, https, http', false, 2)).toBe('https');
    // Fewer entries than hops: the furthest entry, still written by a trusted hop.
    expect(clientProtocolFrom('https', false, 2)).toBe('https');
  });

  it('behind a proxy without the header, or with a value that is no protocol, uses the connection', () => {
    expect(clientProtocolFrom(undefined, true, 1)).toBe('https');
    expect(clientProtocolFrom(' , ', false, 1)).toBe('http');
    expect(clientProtocolFrom('https, gopher', false, 1)).toBe('http');
  });

  it('reads the value case-insensitively', () => {
    expect(clientProtocolFrom('HTTPS', false, 1)).toBe('https');
  });
});

describe('clientIp and the CDN country headers follow TRUSTED_PROXY_HOPS', () => {
  const saved = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
    resetEnvForTests();
  });
  const geo = { overrideCookie: undefined, envOverride: undefined, isProduction: true };

  it('unset (0): the socket peer, and a CF-IPCountry sent straight to the origin is ignored', () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
    expect(clientIp(request('6.6.6.6, 203.0.113.9'))).toBe('10.1.2.3');
    expect(geolocate({ ...geo, headers: { 'cf-ipcountry': 'DE' }, ip: '127.0.0.1' })).toMatchObject(
      { countryCode: null, source: 'unknown' },
    );
  });

  it('1: the last X-Forwarded-For entry, and the CDN country header is believed', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    expect(clientIp(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
    expect(geolocate({ ...geo, headers: { 'cf-ipcountry': 'DE' }, ip: '127.0.0.1' })).toMatchObject(
      { countryCode: 'DE', source: 'cdn-header' },
    );
  });
});

describe('clientProtocol follows TRUSTED_PROXY_HOPS', () => {
  const saved = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
    resetEnvForTests();
  });
  const plainRequest = (forwardedProto: string) =>
    ({
      headers: { 'x-forwarded-proto': forwardedProto },
      socket: { remoteAddress: '10.1.2.3', encrypted: undefined },
    }) as unknown as IncomingMessage;

  it('unset (0): a X-Forwarded-Proto sent straight to the origin is ignored', () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
    expect(clientProtocol(plainRequest('https'))).toBe('http');
  });

  it('1: the value our proxy wrote counts', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    expect(clientProtocol(plainRequest('http, https'))).toBe('https');
  });
});

describe('TRUSTED_PROXY_HOPS in the environment', () => {
  it('defaults to 0 and takes a small whole number', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it.each(['-1', '1.5', 'all', '11'])('refuses %j at start-up', (value) => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
