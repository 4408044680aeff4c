import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTRIBUTION_FIELDS } from '@/constants/attribution';
import { DEMO_FLAG_FIELDS, FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { HONEYPOT_FIELD } from '@/constants/forms';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import handler from '@/pages/api/forms/submissions/v3/integration/submit/[portalId]/[formId]';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { getLead, isFieldName, listLeads } from '.';

/**
 * Input the embedded forms host used to answer with 500 (a field sent twice, a body nested
 * thousands deep) or store as sent (control characters, phone text with letters): each is a
 * HubSpot-shaped 400 now, and nothing is stored.
 */
let dataDir: string;
let server: Awaited<ReturnType<typeof serveApiHandler>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-host-input-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORMS_HOST;
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  server = await serveApiHandler(handler, ['portalId', 'formId']);
});

afterAll(async () => {
  await server.close();
  await closeTestDb(getDb());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const field = (name: string, value: string) => ({ objectTypeId: '0-1', name, value });

async function submit(formId: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(
    `${server.origin}/api/forms/submissions/v3/integration/submit/4471892/${formId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; errors?: unknown[] },
  };
}

const contactSales = [
  field('full_name', 'Hannah Becker'),
  field('email', 'hannah@clearpath-insurance.com'),
  field('company', 'Clearpath Insurance'),
  field('company_size__new_', '1001'),
  field('phone', '+14155552671'),
];

/** Sends a submission that must be refused, and checks that no lead was stored. */
async function refused(formId: string, body: unknown) {
  const before = (await listLeads(getDb())).total;
  const answer = await submit(formId, body);
  expect((await listLeads(getDb())).total).toBe(before);
  return answer;
}

it("answers 400 'Email cannot be an array' to the email sent twice", async () => {
  const answer = await refused('blog-subscribe-footer', {
    fields: [field('email', 'jane@acme-logistics.com'), field('email', 'eve@evil.example')],
  });
  expect(answer).toEqual({
    status: 400,
    body: expect.objectContaining({
      message: 'The request is not valid',
      errors: [
        {
          message: "Error in 'fields.email'. Email cannot be an array",
          errorType: 'INVALID_FIELD_VALUE',
        },
      ],
    }) as unknown,
  });
});

it("answers 400 '{label} cannot be an array' to another one-value field sent twice", async () => {
  const answer = await refused('contact-sales', {
    fields: [...contactSales, field('company', 'Evil Corp')],
  });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([
    {
      message: "Error in 'fields.company'. Company cannot be an array",
      errorType: 'INVALID_FIELD_VALUE',
    },
  ]);
});

it('answers 400 to a body nested thousands deep, before anything is stored', async () => {
  const deep = `${'{"consent":'.repeat(5000)}true${'}'.repeat(5000)}`;
  const answer = await refused(
    'blog-subscribe-footer',
    `{"fields":[{"name":"email","value":"jane@acme-logistics.com"}],"legalConsentOptions":${deep}}`,
  );
  expect(answer).toEqual({
    status: 400,
    body: expect.objectContaining({
      message: 'The request is not valid',
      errors: [{ message: 'The body nests deeper than 32 levels', errorType: 'INVALID_JSON' }],
    }) as unknown,
  });
});

it('refuses CR, LF and NUL in named fields and in hidden or attribution fields alike', async () => {
  const forged = [
    field('full_name', 'Hannah Becker\r\nBcc: eve@evil.example'),
    field('email', 'hannah@clearpath-insurance.com'),
    field('company', 'Clearpath\u0000Insurance'),
    field('company_size__new_', '1001'),
    field('phone', '+14155552671'),
    field('utm_source', 'newsletter\nSubject: Refund'),
  ];
  const answer = await refused('contact-sales', { fields: forged });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([
    {
      message: "Error in 'fields.full_name'. Full name contains invalid characters",
      errorType: 'INVALID_FIELD_VALUE',
    },
    {
      message: "Error in 'fields.company'. Company contains invalid characters",
      errorType: 'INVALID_FIELD_VALUE',
    },
    {
      message: "Error in 'fields.utm_source'. utm_source contains invalid characters",
      errorType: 'INVALID_FIELD_VALUE',
    },
  ]);
  // The page name travels with the lead too; the body's shape is checked before its fields.
  const pageName = await refused('contact-sales', {
    fields: contactSales,
    context: { pageName: 'Contact\r\nsales' },
  });
  expect(pageName.body.errors).toEqual([
    {
      message: "Error in 'context.pageName'. The page name contains invalid characters",
      errorType: 'INVALID_METADATA',
    },
  ]);
});

it('keeps the line breaks of a multi-line answer', async () => {
  const answer = await submit('contact-sales', {
    fields: [...contactSales, field('sales_message', 'Two teams:\r\n- support\r\n- billing')],
  });
  expect(answer.status).toBe(200);
});

it("answers 'Phone number is not valid' to phone text with letters, and 'is required' without digits", async () => {
  const withLetters = await refused('contact-sales', {
    fields: [...contactSales.filter((f) => f.name !== 'phone'), field('phone', 'call me at 5')],
  });
  expect(withLetters.body.errors).toEqual([
    {
      message: "Error in 'fields.phone'. Phone number is not valid",
      errorType: 'INVALID_FIELD_VALUE',
    },
  ]);
  const tooManyDigits = await refused('contact-sales', {
    fields: [
      ...contactSales.filter((f) => f.name !== 'phone'),
      field('phone', '+1 4155552671 4155552671'),
    ],
  });
  expect(tooManyDigits.body.errors).toEqual([
    {
      message: "Error in 'fields.phone'. Phone number is not valid",
      errorType: 'INVALID_FIELD_VALUE',
    },
  ]);
  const noDigits = await refused('contact-sales', {
    fields: [...contactSales.filter((f) => f.name !== 'phone'), field('phone', 'none')],
  });
  expect(noDigits.body.errors).toEqual([
    { message: "Error in 'fields.phone'. Phone number is required", errorType: 'REQUIRED_FIELD' },
  ]);
});

describe('legalConsentOptions, which the lead view shows as the notice the visitor agreed to', () => {
  const subscriber = [field('email', 'jane@acme-logistics.com')];
  const notice = 'By submitting this form, you agree to our Terms and Privacy Notice.';

  it.each([
    ['a string', 'junk', "Error in 'legalConsentOptions.consent'. Must be an object"],
    [
      'no consent object',
      { consent: [] },
      "Error in 'legalConsentOptions.consent'. Must be an object",
    ],
    [
      'consentToProcess that is not a boolean',
      { consent: { consentToProcess: 'yes', text: notice } },
      "Error in 'legalConsentOptions.consent.consentToProcess'. Must be true or false",
    ],
    [
      'a text that is an object',
      { consent: { consentToProcess: true, text: { a: 1 } } },
      "Error in 'legalConsentOptions.consent.text'. Must be the text the visitor was shown",
    ],
    [
      'communications that are not a list',
      { consent: { consentToProcess: true, text: notice, communications: 'x' } },
      "Error in 'legalConsentOptions.consent.communications'. Must be a list of at most 20 subscriptions",
    ],
    [
      'a null subscription',
      { consent: { consentToProcess: true, text: notice, communications: [null] } },
      "Error in 'legalConsentOptions.consent.communications[0]'. Each needs a true or false value and a subscriptionTypeId",
    ],
    [
      'a subscription whose text hides a line break',
      {
        consent: {
          consentToProcess: true,
          text: notice,
          communications: [{ value: true, subscriptionTypeId: 999, text: 'Yes\r\nBcc: x' }],
        },
      },
      "Error in 'legalConsentOptions.consent.communications[0].text'. The text is too long or contains invalid characters",
    ],
  ])('answers 400 to %s, and stores nothing', async (_, legalConsentOptions, message) => {
    const answer = await refused('blog-subscribe-footer', {
      fields: subscriber,
      legalConsentOptions,
    });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'The request is not valid',
        errors: [{ message, errorType: 'INVALID_LEGAL_OPTION_FORMAT' }],
      }) as unknown,
    });
  });

  it('stores the notice and the opt-in as sent when they have the shape the forms send', async () => {
    const before = (await listLeads(getDb())).total;
    const answer = await submit('blog-subscribe-footer', {
      fields: [field('email', 'amara@northwind-freight.com')],
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: notice,
          communications: [{ value: false, subscriptionTypeId: 999, text: 'Send me news' }],
          ignored: 'dropped',
        },
      },
    });
    expect(answer.status).toBe(200);
    const { leads, total } = await listLeads(getDb());
    expect(total).toBe(before + 1);
    const lead = (await getLead(getDb(), leads[0]!.id))!;
    expect(lead.consent).toMatchObject({ noticeText: notice, marketingOptIn: false });
    // What the outbox forwards to HubSpot: the contract's fields, nothing else that was sent.
    expect(lead.consent.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: notice,
        communications: [{ value: false, subscriptionTypeId: 999, text: 'Send me news' }],
      },
    });
  });
});

it('keeps room for the values the host adds: HubSpot takes 1000 and the forwarded lead stays within them', async () => {
  const utm = (count: number) =>
    Array.from({ length: count }, (_, index) => field(`utm_extra_${index}`, 'x'));
  const tooMany = await refused('blog-subscribe-footer', {
    fields: [field('email', 'jane@acme-logistics.com'), ...utm(998)],
  });
  expect(tooMany).toEqual({
    status: 400,
    body: expect.objectContaining({
      errors: [
        {
          message: 'The number of submitted values (999) exceeds the maximum of 998',
          errorType: 'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED',
        },
      ],
    }) as unknown,
  });

  const response = await fetch(
    `${server.origin}/api/forms/submissions/v3/integration/submit/4471892/blog-subscribe-footer`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: [field('email', 'ana@acme-logistics.com'), ...utm(997)] }),
    },
  );
  expect(response.status).toBe(200);
  const { leads } = await listLeads(getDb());
  const stored = (await getLead(getDb(), leads[0]!.id))!;
  expect(stored.email).toBe('ana@acme-logistics.com');
  // The 998 sent and free_email_domain; ip_country too once the visitor's country is known.
  expect(stored.fields).toHaveLength(999);
  expect(stored.fields).toContainEqual({ name: 'free_email_domain', value: 'false' });
});

it('names a value of the wrong type in plain words, in HubSpot’s shape', async () => {
  const answer = await refused('resource-download', {
    fields: [
      field('email', 'jane@acme-logistics.com'),
      field('marketing_updates_opt_out__forms_', 'maybe'),
    ],
  });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toContainEqual({
    message:
      "Error in 'fields.marketing_updates_opt_out__forms_'. marketing_updates_opt_out__forms_ must be true or false",
    errorType: 'INVALID_FIELD_VALUE',
  });
});

/** The lead the host stored last. */
async function latestLead() {
  const { leads } = await listLeads(getDb());
  return (await getLead(getDb(), leads[0]!.id))!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])(
  'stores a field named %s like any other, instead of answering 500',
  async (name) => {
    const before = (await listLeads(getDb())).total;
    const answer = await submit('blog-subscribe-footer', {
      fields: [field('email', 'lena@acme-logistics.com'), field(name, 'kept')],
    });
    expect(answer).toEqual({
      status: 200,
      body: { inlineMessage: 'Thanks for submitting the form.' },
    });
    expect((await listLeads(getDb())).total).toBe(before + 1);
    expect((await latestLead()).fields).toContainEqual({ name, value: 'kept' });
  },
);

describe('submittedAt, a millisecond timestamp stored with the lead and forwarded to HubSpot', () => {
  const subscriber = [field('email', 'jane@acme-logistics.com')];

  it.each([
    ['a number too large for a timestamp', 1e300],
    ['a fraction', 1.5],
    ['a fraction as text', '1.5'],
    ['an exponent as text', '1e12'],
    ['a negative number as text', '-1700000000000'],
    ['true', true],
    ['a list', [5]],
    ['an empty string', ''],
  ])('answers 400 INVALID_METADATA to %s, and stores nothing', async (_, submittedAt) => {
    const answer = await refused('blog-subscribe-footer', { fields: subscriber, submittedAt });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'The request is not valid',
        errors: [
          {
            message: "Error in 'submittedAt'. Must be a timestamp in milliseconds",
            errorType: 'INVALID_METADATA',
          },
        ],
      }) as unknown,
    });
  });

  it.each([
    ['more than a day ahead of the server clock', () => Date.now() + 2 * DAY_MS],
    ['older than 30 days', () => Date.now() - 31 * DAY_MS],
  ])("keeps the lead of a device whose clock is %s, at the host's own time", async (_, at) => {
    const before = Date.now();
    const answer = await submit('blog-subscribe-footer', {
      fields: subscriber,
      submittedAt: String(at()),
    });
    expect(answer.status).toBe(200);
    const { submittedAt } = await latestLead();
    expect(submittedAt).toBeGreaterThanOrEqual(before);
    expect(submittedAt).toBeLessThanOrEqual(Date.now());
  });

  it('stores a timestamp sent as digits or as a whole number, as sent', async () => {
    const asText = Date.now() - 29 * DAY_MS;
    expect(
      (await submit('blog-subscribe-footer', { fields: subscriber, submittedAt: String(asText) }))
        .status,
    ).toBe(200);
    expect((await latestLead()).submittedAt).toBe(asText);
    // A visitor's clock a few hours fast is not refused.
    const asNumber = Date.now() + 3 * 60 * 60 * 1000;
    expect(
      (await submit('blog-subscribe-footer', { fields: subscriber, submittedAt: asNumber })).status,
    ).toBe(200);
    expect((await latestLead()).submittedAt).toBe(asNumber);
  });
});

describe('field names, which the host stores, shows marketers and forwards to HubSpot', () => {
  it('answers 400 to a name holding a line break, and stores nothing', async () => {
    const answer = await refused('blog-subscribe-footer', {
      fields: [field('email', 'jane@acme-logistics.com'), field('utm_source\r\nBcc', 'x')],
    });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'The request is not valid',
        errors: [
          {
            message:
              "Error in 'fields[1]'. A field name is 1 to 100 letters, digits or underscores",
            errorType: 'INVALID_METADATA',
          },
        ],
      }) as unknown,
    });
  });

  it('answers 400 to a 200,000-character name without repeating it, and stores nothing', async () => {
    const answer = await refused('blog-subscribe-footer', {
      fields: [field('x'.repeat(200_000), 'x'), field('email', 'jane@acme-logistics.com')],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        message: "Error in 'fields[0]'. A field name is 1 to 100 letters, digits or underscores",
        errorType: 'INVALID_METADATA',
      },
    ]);
  });

  it('takes every name the site itself sends', () => {
    const names = [
      ...Object.values(FIELDS).map((entry) => entry.name),
      ...Object.values(HIDDEN_FIELDS),
      ...Object.values(DEMO_FLAG_FIELDS),
      ...ATTRIBUTION_FIELDS,
      HONEYPOT_FIELD,
    ];
    expect(names.filter((name) => !isFieldName(name))).toEqual([]);
  });
});

describe('the anonymous id header, kept with the lead to join it to analytics', () => {
  const subscriber = (email: string) => ({ fields: [field('email', email)] });

  it('keeps a UUID, in lower case', async () => {
    const answer = await submit('blog-subscribe-footer', subscriber('ida@acme-logistics.com'), {
      [ANONYMOUS_ID_HEADER]: '5F1B7C62-3F4E-4A8B-9C1D-2E3F4A5B6C7D',
    });
    expect(answer.status).toBe(200);
    expect((await latestLead()).anonymousId).toBe('5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d');
  });

  it.each(['anon-1', 'DROP TABLE leads', '00000000-0000-0000-0000-000000000000'])(
    'stores the lead without an id that is not a UUID (%s)',
    async (anonymousId) => {
      const answer = await submit('blog-subscribe-footer', subscriber('ivo@acme-logistics.com'), {
        [ANONYMOUS_ID_HEADER]: anonymousId,
      });
      expect(answer.status).toBe(200);
      const lead = await latestLead();
      expect(lead.email).toBe('ivo@acme-logistics.com');
      expect(lead.anonymousId).toBeNull();
    },
  );
});

it("answers 400 'Invalid work email' to a 60,000-character address, and stores nothing", async () => {
  const answer = await refused('blog-subscribe-footer', {
    fields: [field('email', `${'a'.repeat(60_000)}@acme-logistics.com`)],
  });
  expect(answer).toEqual({
    status: 400,
    body: expect.objectContaining({
      errors: [
        { message: "Error in 'fields.email'. Invalid work email", errorType: 'INPUT_TOO_LARGE' },
      ],
    }) as unknown,
  });
});
