import { openTestDb } from '@/tests/support/test-db';
import { fbConversionSchema, linkedInConversionSchema } from '@/lib/contracts/conversions';
import * as yup from 'yup';
import { hashNormalised, listConversions, sendLinkedInConversion, sendMetaConversion } from '.';

// Computed independently: printf %s 'jane.doe@acme.example' | sha256sum (and 'jane', 'doe').
const EMAIL_SHA256 = '7f0da4d2d19e78ed57e07f9f61e86546aadd5cf806dd1f724bd11fecd55c700c';
const JANE_SHA256 = '81f8f6dde88365f3928796ec7aa53f72820b06db8664f5fe76a7eb13e24546a2';
const DOE_SHA256 = '799ef92a11af918e3fb741df42934f3b568ed2d93ac1df74f1b8d41a27932a6f';

function freshDb() {
  return openTestDb();
}

const metaRequest = fbConversionSchema.validateSync({
  formObject: {
    Email: '  Jane.Doe@ACME.example ',
    FirstName: 'Jane',
    LastName: 'Doe',
    ContentName: 'Request a demo',
    currentUrl: 'https://www.switchboard.example/pricing',
    client_user_agent: 'Mozilla/5.0 Test',
  },
  eventId: 'evt-1',
});

const linkedInRequest = linkedInConversionSchema.validateSync({
  conversion: 'trial',
  eventId: 'evt-2',
  conversionHappenedAt: 1_763_800_000_000,
  email: 'jane.doe@acme.example',
  clickId: 'li-click-42',
  firstName: 'Jane',
  lastName: 'Doe',
});

const NO_META = {
  META_PIXEL_ID: undefined,
  META_ACCESS_TOKEN: undefined,
  META_API_VERSION: 'v21.0',
};
const NO_LINKEDIN = {
  LINKEDIN_ACCESS_TOKEN: undefined,
  LINKEDIN_API_VERSION: '202510',
  LINKEDIN_CONVERSION_IDS: undefined,
};

describe('conversion hashing', () => {
  it('hashes the trimmed, lowercased email with SHA-256', async () => {
    expect(hashNormalised('  Jane.Doe@ACME.example ')).toBe(EMAIL_SHA256);
    expect(hashNormalised('Jane')).toBe(JANE_SHA256);
  });
});

describe('Meta conversions', () => {
  it('records the outgoing payload locally when no token is configured', async () => {
    const db = await freshDb();
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const outcome = await sendMetaConversion(
      db,
      metaRequest,
      { now: 1_763_800_000_000, clientIp: '203.0.113.9' },
      NO_META,
      fetcher,
    );
    expect(outcome).toBe('recorded');
    expect(fetcher).not.toHaveBeenCalled();
    const [row] = await listConversions(db);
    expect(row).toMatchObject({ provider: 'meta', event_id: 'evt-1', status: 'recorded' });
    expect(JSON.parse(row!.payload)).toEqual({
      data: [
        {
          event_name: 'Lead',
          event_time: 1_763_800_000,
          action_source: 'website',
          event_source_url: 'https://www.switchboard.example/pricing',
          event_id: 'evt-1',
          user_data: {
            em: [EMAIL_SHA256],
            fn: [JANE_SHA256],
            ln: [DOE_SHA256],
            client_user_agent: 'Mozilla/5.0 Test',
            client_ip_address: '203.0.113.9',
          },
          custom_data: { content_name: 'Request a demo' },
        },
      ],
    });
    expect(row!.payload).not.toContain('Jane.Doe');
  });

  it('posts to the Graph API with the token and stores the answer; a repeat event id is ignored', async () => {
    const db = await freshDb();
    const fetcher = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(new Response('{"events_received":1}', { status: 200 }));
    const config = {
      META_PIXEL_ID: '998877',
      META_ACCESS_TOKEN: 'meta-token',
      META_API_VERSION: 'v21.0',
    };
    const context = { now: 1_763_800_000_000, clientIp: undefined };
    await expect(sendMetaConversion(db, metaRequest, context, config, fetcher)).resolves.toBe(
      'sent',
    );
    await expect(sendMetaConversion(db, metaRequest, context, config, fetcher)).resolves.toBe(
      'duplicate',
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe(
      'https://graph.facebook.com/v21.0/998877/events?access_token=meta-token',
    );
    expect((await listConversions(db))[0]).toMatchObject({
      status: 'sent',
      response: '200 {"events_received":1}',
    });
  });

  it('refuses a body without an email or with unknown fields', async () => {
    expect(() =>
      fbConversionSchema.validateSync({ formObject: { ContentName: 'x' }, eventId: 'e' }),
    ).toThrow(yup.ValidationError);
    expect(() =>
      fbConversionSchema.validateSync(
        {
          formObject: { ...metaRequest.formObject, Password: 'x' },
          eventId: 'e',
        },
        { stripUnknown: false },
      ),
    ).toThrow(yup.ValidationError);
  });
});

describe('LinkedIn conversions', () => {
  it('builds the documented body with the hashed email and click id', async () => {
    const db = await freshDb();
    const fetcher = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(new Response(null, { status: 201 }));
    const outcome = await sendLinkedInConversion(
      db,
      linkedInRequest,
      {
        LINKEDIN_ACCESS_TOKEN: 'li-token',
        LINKEDIN_API_VERSION: '202510',
        LINKEDIN_CONVERSION_IDS: '{"trial":"5551234"}',
      },
      fetcher,
    );
    expect(outcome).toBe('sent');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://api.linkedin.com/rest/conversionEvents');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer li-token',
      'LinkedIn-Version': '202510',
      'X-Restli-Protocol-Version': '2.0.0',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      conversion: 'urn:lla:llaPartnerConversion:5551234',
      conversionHappenedAt: 1_763_800_000_000,
      eventId: 'evt-2',
      user: {
        userIds: [
          { idType: 'SHA256_EMAIL', idValue: EMAIL_SHA256 },
          { idType: 'LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID', idValue: 'li-click-42' },
        ],
        userInfo: { firstName: 'Jane', lastName: 'Doe' },
      },
    });
  });

  it('only records the payload without a token, and stores a provider failure', async () => {
    const db = await freshDb();
    await expect(sendLinkedInConversion(db, linkedInRequest, NO_LINKEDIN)).resolves.toBe(
      'recorded',
    );
    const failing = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(
      sendLinkedInConversion(
        db,
        { ...linkedInRequest, eventId: 'evt-3' },
        {
          LINKEDIN_ACCESS_TOKEN: 'bad',
          LINKEDIN_API_VERSION: '202510',
          LINKEDIN_CONVERSION_IDS: '{"trial":"1"}',
        },
        failing,
      ),
    ).resolves.toBe('failed');
    expect((await listConversions(db)).map((row) => [row.event_id, row.status])).toEqual([
      ['evt-2', 'recorded'],
      ['evt-3', 'failed'],
    ]);
  });

  it('refuses an unknown conversion kind', async () => {
    expect(() =>
      linkedInConversionSchema.validateSync({ ...linkedInRequest, conversion: 'purchase' }),
    ).toThrow('conversion must be one of the following values: demo, trial');
  });
});
