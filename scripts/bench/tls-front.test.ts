import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { frontCertificate, startTlsFront, type FrontCertificate } from './tls-front';

/** What the front's upstream saw, and a compressed page as `next start` sends one. */
const PAGE = '<!doctype html><title>Pricing</title>'.repeat(50);
let seen: http.IncomingHttpHeaders[] = [];
let upstream: http.Server;
let upstreamOrigin: string;
let certificate: FrontCertificate;

beforeAll(async () => {
  certificate = await frontCertificate();
  upstream = http.createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 's-maxage=60',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
    });
    response.end(zlib.gzipSync(PAGE));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => upstream.close(resolve)));
beforeEach(() => {
  seen = [];
});

/** One GET over HTTP/2, trusting only the front's certificate. */
async function get(origin: string, path: string) {
  const session = http2.connect(origin, { ca: certificate.cert });
  try {
    return await new Promise<{
      protocol: string | undefined;
      headers: http2.IncomingHttpHeaders;
      body: Buffer;
    }>((resolve, reject) => {
      const stream = session.request({ ':path': path, 'accept-encoding': 'gzip' });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ protocol: session.alpnProtocol, headers, body: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

describe('the bench’s TLS and HTTP/2 front (decision 0238)', () => {
  it('serves the upstream’s answer over HTTP/2 with a certificate for 127.0.0.1, bytes unchanged', async () => {
    const front = await startTlsFront(upstreamOrigin, certificate);
    try {
      expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await get(front.origin, '/pricing?plan=growth');
      expect(answer.protocol).toBe('h2');
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['cache-control']).toBe('s-maxage=60');
      expect(answer.headers['keep-alive']).toBeUndefined();
      expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    } finally {
      await front.stop();
    }
  });

  it('tells the upstream what a load balancer tells it: the host it serves, https, the visitor’s address', async () => {
    const front = await startTlsFront(upstreamOrigin, certificate);
    try {
      await get(front.origin, '/');
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        host: new URL(upstreamOrigin).host,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '127.0.0.1',
        'accept-encoding': 'gzip',
      });
      expect(Object.keys(seen[0]!).filter((name) => name.startsWith(':'))).toEqual([]);
    } finally {
      await front.stop();
    }
  });

  it('answers 502 when the upstream is down', async () => {
    const front = await startTlsFront('http://127.0.0.1:9', certificate);
    try {
      expect((await get(front.origin, '/')).headers[':status']).toBe(502);
    } finally {
      await front.stop();
    }
  });

  it('names for Chromium the key it serves (base64 SHA-256 of its public key), a new key each run', async () => {
    const front = await startTlsFront(upstreamOrigin, certificate);
    try {
      const socket = tls.connect({
        host: '127.0.0.1',
        port: Number(new URL(front.origin).port),
        ca: certificate.cert,
        ALPNProtocols: ['h2'],
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('secureConnect', resolve);
        socket.once('error', reject);
      });
      const served = socket
        .getPeerX509Certificate()!
        .publicKey.export({ type: 'spki', format: 'der' });
      socket.destroy();
      expect(certificate.spki).toBe(crypto.createHash('sha256').update(served).digest('base64'));
    } finally {
      await front.stop();
    }
    expect((await frontCertificate()).spki).not.toBe(certificate.spki);
  });

  it('stops while a browser still holds its connection open', async () => {
    const front = await startTlsFront(upstreamOrigin, certificate);
    const session = http2.connect(front.origin, { ca: certificate.cert });
    await new Promise<void>((resolve) => session.once('connect', () => resolve()));
    await front.stop();
    await new Promise<void>((resolve) =>
      session.closed ? resolve() : session.once('close', () => resolve()),
    );
    expect(session.closed).toBe(true);
  });
});
