import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { generate } from 'selfsigned';

/**
 * A TLS and HTTP/2 front for a server of the bench (decision 0238). Visitors reach the site only
 * over HTTPS (HSTS, lib/security-headers.ts), through a CDN or load balancer that speaks HTTP/2
 * (docs/deploy.md), while `next start` speaks cleartext HTTP/1.1. Lighthouse's simulation gives
 * HTTP/1.1 six connections per origin that share slow 4G's bandwidth, each with its own small
 * window, and HTTP/2 one warm connection; so the same bytes end at other times, and the bench
 * measures the site and the floor both ways. The front passes requests and answers through
 * unchanged (bodies stay compressed as the server sent them), as a load balancer does.
 */
export interface TlsFront {
  origin: string;
  stop: () => Promise<void>;
}

/** A throwaway certificate for 127.0.0.1, and its key's hash for Chromium to accept it by. */
export interface FrontCertificate {
  key: string;
  cert: string;
  /** Base64 SHA-256 of the public key: `--ignore-certificate-errors-spki-list`'s form. */
  spki: string;
}

export async function frontCertificate(): Promise<FrontCertificate> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const publicKey = crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    key: pems.private,
    cert: pems.cert,
    spki: crypto.createHash('sha256').update(publicKey).digest('base64'),
  };
}

/** Chromium's flag that accepts this certificate (and no other) without a warning. */
export const acceptCertificateFlag = (certificate: FrontCertificate) =>
  `--ignore-certificate-errors-spki-list=${certificate.spki}`;

/** Headers that belong to one connection (RFC 9113, 8.2.2): never passed on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
]);

function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || CONNECTION_HEADERS.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Serves `upstream` (an http:// origin on this machine) over TLS and HTTP/2 on a free port. */
export async function startTlsFront(
  upstream: string,
  certificate: FrontCertificate,
): Promise<TlsFront> {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert });
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...passedOn(request.headers),
          host: target.host,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'https',
        },
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, passedOn(upstreamResponse.headers));
        upstreamResponse.on('error', () => cut());
        upstreamResponse.pipe(response);
      },
    );
    // An answer cut short upstream is cut short here too (a reset stream), never ended as if whole.
    const cut = () => {
      if (response.headersSent) response.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      else response.writeHead(502).end();
    };
    upstreamRequest.on('error', cut);
    // Chromium cancelled the request: so does the front.
    response.on('close', () => upstreamRequest.destroy());
    request.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its connections open; end them so the server can stop, streams and all.
        for (const socket of connections) socket.destroy();
      }),
  };
}
