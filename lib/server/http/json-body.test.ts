import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isJsonContentType, MAX_JSON_DEPTH, nestsTooDeep, readJsonBody } from './json-body';

/** readJsonBody behind a real HTTP server: what a route would see. */
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void readJsonBody(req, 64 * 1024).then((body) => {
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
    expect(await send('application/json', JSON.stringify({ pad: 'x'.repeat(70_000) }))).toEqual({
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

  it('refuses a body nested deeper than the bound, however the nesting is built', async () => {
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(await send('application/json', arrays(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(await send('application/json', arrays(MAX_JSON_DEPTH + 1))).toEqual({
      ok: false,
      problem: 'too-deep',
    });
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect(await send('application/json', objects)).toEqual({ ok: false, problem: 'too-deep' });
    // Deep nesting inside a string is text, not structure.
    expect(await send('application/json', JSON.stringify({ text: arrays(5000) }))).toMatchObject({
      ok: true,
    });
  });

  it('measures depth without recursing, so a value a hundred thousand levels deep is no problem', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(nestsTooDeep(value)).toBe(true);
    expect(nestsTooDeep({ a: [{ b: 'c' }] }, 3)).toBe(false);
    expect(nestsTooDeep({ a: [{ b: { c: 1 } }] }, 3)).toBe(true);
    expect(nestsTooDeep(undefined)).toBe(false);
  });
});
