import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isJsonContentType, readJsonBody } from './json-body';

/** readJsonBody behind a real HTTP server: what a route would see. */
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void readJsonBody(req, 64).then((body) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = async (contentType: string | undefined, body: string) =>
  (await (
    await fetch(url, {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body,
    })
  ).json()) as unknown;

describe('the one JSON body rule', () => {
  it('parses a body declared as application/json, with or without parameters', async () => {
    expect(await send('application/json', '{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(await send('Application/JSON; charset=utf-8', '[1]')).toEqual({ ok: true, value: [1] });
  });

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json-patch+json',
    'application/jsonp',
  ])('refuses %s, even when the bytes are JSON', async (contentType) => {
    expect(await send(contentType, '{"a":1}')).toEqual({ ok: false, problem: 'content-type' });
  });

  it('refuses a body without a content type', async () => {
    // fetch labels a string body text/plain; an empty header is the closest to none it sends.
    expect(await send('', '{"a":1}')).toEqual({ ok: false, problem: 'content-type' });
  });

  it('tells an oversized body from malformed JSON', async () => {
    expect(await send('application/json', JSON.stringify({ pad: 'x'.repeat(100) }))).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(await send('application/json', '{"a":')).toEqual({ ok: false, problem: 'malformed' });
  });

  it('reads the header the way Node hands it over', () => {
    const req = (value: string | string[] | undefined) =>
      ({ headers: { 'content-type': value } }) as unknown as http.IncomingMessage;
    expect(isJsonContentType(req(undefined))).toBe(false);
    expect(isJsonContentType(req(' application/json ; charset=utf-8'))).toBe(true);
  });
});
