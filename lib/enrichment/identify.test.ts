import { USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { runEnrichment } from './identify';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const FAST = { initialDelayMs: 0, delayMs: 0 };
const TRACKED = '?_hsenc=p2ANqtz-abc&utm_source=newsletter';
const respond = (status: number, body?: unknown) =>
  jest
    .fn<Promise<Response>, Parameters<typeof fetch>>()
    .mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('enrichment', () => {
  it('merges the identity into user-data with enrichedFromHubspot, keeping typed values', async () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_DATA_STORAGE_KEY, JSON.stringify({ firstname: 'Janet' }));
    const fetcher = respond(200, {
      email: 'jane@acme.example',
      firstname: 'Jane',
      company: 'Acme',
    });
    const result = await runEnrichment({ search: TRACKED, storage, fetcher, retryOptions: FAST });
    expect(fetcher).toHaveBeenCalledWith('/api/hs/identify', { credentials: 'same-origin' });
    expect(JSON.parse(storage.getItem(USER_DATA_STORAGE_KEY) ?? '')).toEqual({
      firstname: 'Janet',
      email: 'jane@acme.example',
      company: 'Acme',
      enrichedFromHubspot: true,
    });
    expect(result.enrichedFromHubspot).toBe(true);
  });

  it('runs once per visitor: not again once the flag is set, and not without the tracking parameter', async () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_DATA_STORAGE_KEY, JSON.stringify({ enrichedFromHubspot: true }));
    const fetcher = respond(200, { email: 'x@y.example' });
    await runEnrichment({ search: TRACKED, storage, fetcher, retryOptions: FAST });
    await runEnrichment({
      search: '?utm_source=x',
      storage: new MemoryStorage(),
      fetcher,
      retryOptions: FAST,
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([204, 404])('treats %s as no data: flag set, nothing else, no retry', async (status) => {
    const storage = new MemoryStorage();
    const fetcher = respond(status);
    await runEnrichment({ search: TRACKED, storage, fetcher, retryOptions: FAST });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(USER_DATA_STORAGE_KEY) ?? '')).toEqual({
      enrichedFromHubspot: true,
    });
  });

  it('retries other failures three times, then only logs', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const fetcher = respond(502, { error: 'Identify is unavailable' });
    await runEnrichment({ search: TRACKED, storage, fetcher, retryOptions: FAST });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(storage.getItem(USER_DATA_STORAGE_KEY)).toBeNull();
    expect(info).toHaveBeenCalledWith('[enrichment] identify failed', 'Max attempts exceeded');
  });
});
