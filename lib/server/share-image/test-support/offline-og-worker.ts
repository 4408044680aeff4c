/**
 * A separate process that serves GET /api/og with every connection off this machine refused and
 * recorded, asks it for the share images in OG_TITLES (a JSON list) and prints what came back.
 * A process of its own because next/og loads its renderer as an ES module, which Jest's module
 * system cannot import.
 */
import net from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/og';
import { serveApiHandler } from '@/tests/support/next-api-server';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', undefined]);
const outbound: string[] = [];
// Every TCP and TLS connection, fetch's included, starts here.
const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
net.Socket.prototype.connect = function recordedConnect(this: net.Socket, ...args: unknown[]) {
  const [first, second] = args;
  const host =
    typeof first === 'object' && first !== null
      ? (first as { host?: string }).host
      : typeof second === 'string'
        ? second
        : undefined;
  if (!LOOPBACK.has(host)) {
    outbound.push(String(host));
    process.nextTick(() => this.destroy(new Error(`no network in this test: ${String(host)}`)));
    return this;
  }
  return connect.apply(this, args);
} as typeof net.Socket.prototype.connect;

async function main() {
  const titles = JSON.parse(process.env.OG_TITLES ?? '[]') as string[];
  const server = await serveApiHandler(
    handler as (req: NextApiRequest, res: NextApiResponse) => unknown,
  );
  const answers = [];
  for (const title of titles) {
    const response = await fetch(`${server.origin}/api/og?title=${encodeURIComponent(title)}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    answers.push({
      title,
      status: response.status,
      contentType: response.headers.get('content-type'),
      png: bytes.subarray(1, 4).toString('latin1') === 'PNG',
    });
  }
  await server.close();
  console.log(JSON.stringify({ answers, outbound }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
