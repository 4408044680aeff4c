import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { InvalidEventError, listEvents, parseEvent, storeEvent } from '.';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const AID = '5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d';

describe('analytics events', () => {
  it('stores a valid event with its JSON value and anonymous id', async () => {
    const db = await openTestDb();
    const event = parseEvent(
      { name: 'scroll_depth_50', value: '{"page_path":"/pricing"}', time: '2026-11-22T11:59:58Z' },
      NOW,
    );
    await storeEvent(db, event, { anonymousId: AID, pageUrl: 'http://x/pricing', userAgent: 'UA' });
    expect(await listEvents(db)).toEqual([
      {
        id: 1,
        name: 'scroll_depth_50',
        value: '{"page_path":"/pricing"}',
        occurred_at: '2026-11-22T11:59:58.000Z',
        anonymous_id: AID,
      },
    ]);
    await closeTestDb(db);
  });

  it('drops an anonymous id that is not a UUID rather than storing arbitrary text', async () => {
    const db = await openTestDb();
    const event = parseEvent(
      { name: 'link_click', value: '{}', time: '2026-11-22T12:00:00Z' },
      NOW,
    );
    await storeEvent(db, event, {
      anonymousId: 'DROP TABLE',
      pageUrl: undefined,
      userAgent: undefined,
    });
    expect((await listEvents(db))[0]?.anonymous_id).toBeNull();
    await closeTestDb(db);
  });

  it.each([
    [{ name: 'made_up', value: '{}', time: '2026-11-22T12:00:00Z' }, 'name is not a known event'],
    [
      { name: 'link_click', value: 'not json', time: '2026-11-22T12:00:00Z' },
      'value must be a JSON string',
    ],
    [{ name: 'link_click', value: { a: 1 }, time: '2026-11-22T12:00:00Z' }, 'value must be text'],
    [{ name: 'link_click', value: '{}', time: 1764000000000 }, 'time must be text'],
    [[], 'The body must be a JSON object'],
    [{ name: 'link_click', value: '{}', time: 'yesterday' }, 'time must be an ISO 8601 date-time'],
    [{ name: 'link_click', value: '{}', time: '2026-12-30T00:00:00Z' }, 'time is out of range'],
    [{ name: 'link_click', time: '2026-11-22T12:00:00Z' }, 'value is required'],
    [
      { name: 'link_click', value: '{}', time: '2026-11-22T12:00:00Z', ip: '1' },
      'unknown field ip',
    ],
  ])('refuses %j with "%s"', (body, message) => {
    expect(() => parseEvent(body, NOW)).toThrow(InvalidEventError);
    expect(() => parseEvent(body, NOW)).toThrow(message);
  });
});
