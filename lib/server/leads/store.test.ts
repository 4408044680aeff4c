import type { Db } from '@/lib/server/db';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { csvRow } from '@/tests/support/csv-row';
import { leadsCsv } from './csv';
import { listLeads, storeLead, type NewLead } from './store';

function newLead(n: number, overrides: Partial<NewLead> = {}): NewLead {
  return {
    submissionId: `store-test-${n}`,
    formId: 'blog-subscribe-footer',
    fields: [
      { name: 'email', value: `reader${n}@acme-logistics.com` },
      { name: 'company', value: 'Acme Logistics' },
      { name: 'utm_source', value: 'newsletter' },
    ],
    context: {},
    consent: {
      noticeAccepted: true,
      noticeText: 'notice',
      marketingOptIn: true,
      model: 'opt-in',
      cookieGroups: [],
    },
    ipCountry: 'DE',
    freeEmailDomain: false,
    anonymousId: null,
    submittedAt: 1,
    ...overrides,
  };
}

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-01T12:00:00Z');

describe('lead store', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await storeLead(db, newLead(1), { forward: false, now: T0 });
    await storeLead(db, newLead(2, { formId: 'customer-referral' }), {
      forward: true,
      now: T0 + DAY,
    });
    await storeLead(
      db,
      newLead(3, {
        fields: [
          { name: 'email', value: 'r3@acme-logistics.com' },
          { name: 'company', value: '=HYPERLINK("http://evil.example","click")' },
          { name: 'advocacy_opt_in_type', value: 'review' },
          { name: 'advocacy_opt_in_type', value: 'logo' },
        ],
      }),
      { forward: false, now: T0 + 2 * DAY },
    );
  });
  afterAll(() => closeTestDb(db));

  it('lists newest first with the CRM forwarding status', async () => {
    const { leads, total } = await listLeads(db);
    expect(total).toBe(3);
    expect(leads.map((l) => l.submissionId)).toEqual([
      'store-test-3',
      'store-test-2',
      'store-test-1',
    ]);
    expect(leads.map((l) => l.forwarding)).toEqual(['local', 'pending', 'local']);
  });

  it('filters by form, date and forwarding status', async () => {
    expect((await listLeads(db, { formId: 'customer-referral' })).total).toBe(1);
    expect((await listLeads(db, { from: T0 + DAY })).total).toBe(2);
    expect((await listLeads(db, { to: T0 + DAY - 1 })).total).toBe(1);
    expect((await listLeads(db, { forwarding: 'pending' })).leads[0]?.submissionId).toBe(
      'store-test-2',
    );
    expect((await listLeads(db, { forwarding: 'local' })).total).toBe(2);
    expect((await listLeads(db, { forwarding: 'dead' })).total).toBe(0);
  });

  it('finds leads by part of the email or company, in any case, taking % and _ literally', async () => {
    const found = async (search: string) =>
      (await listLeads(db, { search })).leads.map((lead) => lead.submissionId);
    expect(await found('READER2@')).toEqual(['store-test-2']);
    expect(await found('acme logistics')).toEqual(['store-test-2', 'store-test-1']);
    expect((await listLeads(db, { search: 'acme', formId: 'customer-referral' })).total).toBe(1);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('evil.example')).toEqual(['store-test-3']);
  });

  it('stores a submission id once, however many instances store it at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => storeLead(db, newLead(9), { forward: true, now: T0 })),
    );
    expect(outcomes.filter((o) => o.stored)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.leadId)).size).toBe(1);
    expect((await listLeads(db, { forwarding: 'pending' })).total).toBe(2);
  });

  it('exports CSV with formulas neutralised and repeated fields kept', async () => {
    const csv = await leadsCsv(db);
    // trim() also drops the byte order mark (checked below).
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(
      /^created_at_utc,form,email,company,company_size,company_size_label,firstname,lastname,/,
    );
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain('advocacy_opt_in_type');
    expect(csv).toContain('logo');
  });

  it('gives each attribution field, answer and consent record a column, in UTF-8 Excel reads', async () => {
    const attribution = {
      utm_campaign: 'spring-launch',
      utm_content: 'hero-cta',
      utm_medium: 'cpc',
      utm_source: 'google',
      utm_term: 'shared inbox',
      referrer: 'https://www.google.com/',
      gclid: 'Cj0KCQiA-gclid',
      msclkid: 'b1d2-msclkid',
      hsa_mt: 'e',
    };
    await storeLead(
      db,
      newLead(20, {
        formId: 'partner-channel',
        fields: [
          { name: 'email', value: 'josé@zürich-freight.ch' },
          { name: 'firstname', value: 'José' },
          { name: 'country', value: 'Switzerland' },
          { name: 'partner_type', value: 'Reseller' },
          { name: 'page_url_form_', value: 'https://switchboard.example/partners/channel' },
          ...Object.entries(attribution).map(([name, value]) => ({ name, value })),
        ],
        consent: {
          noticeAccepted: true,
          noticeText: 'By submitting this form, you agree to our Terms and Privacy Notice.',
          marketingOptIn: false,
          model: 'opt-in',
          cookieGroups: ['C0001', 'C0002'],
        },
      }),
      { forward: false, now: T0 + 3 * DAY },
    );
    const csv = await leadsCsv(db);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const cell = csvRow(csv, 'zürich-freight.ch');
    for (const [name, value] of Object.entries(attribution)) expect(cell(name)).toBe(value);
    expect(cell('firstname')).toBe('José');
    expect(cell('country')).toBe('Switzerland');
    expect(cell('partner_type')).toBe('Reseller');
    expect(cell('page_url_form_')).toBe('https://switchboard.example/partners/channel');
    expect(cell('marketing_opt_in')).toBe('false');
    expect(cell('consent_notice_accepted')).toBe('true');
    expect(cell('consent_notice')).toBe(
      'By submitting this form, you agree to our Terms and Privacy Notice.',
    );
    expect(cell('consent_model')).toBe('opt-in');
    expect(cell('cookie_consent_groups')).toBe('C0001;C0002');
    // Another form's lead has the same columns, empty where its form asked nothing.
    const header = csvRow(csv, 'reader1@acme-logistics.com');
    expect(header('gclid')).toBe('');
    expect(header('utm_source')).toBe('newsletter');
  });

  it('writes when a lead arrived as a UTC date and time a spreadsheet sorts, not ISO text', async () => {
    const cell = csvRow(await leadsCsv(db), 'reader1@acme-logistics.com');
    expect(cell('created_at_utc')).toBe('2026-11-01 12:00:00');
  });
});

describe('company sizes in the export', () => {
  it('labels every size so no spreadsheet reads it as a date or a number', async () => {
    const db = await openTestDb();
    for (const [n, size] of [
      [40, '1'],
      [41, '11'],
      [42, '251'],
      [43, '1001'],
    ] as const) {
      await storeLead(
        db,
        newLead(n, {
          fields: [
            { name: 'email', value: `size-${size}@acme-logistics.com` },
            { name: 'company_size__new_', value: size },
          ],
        }),
        { forward: false, now: T0 },
      );
    }
    const csv = await leadsCsv(db);
    await closeTestDb(db);
    const label = (size: string) => csvRow(csv, `size-${size}@`)('company_size_label');
    // Bare '1-10' and '11-50' opened as 10-Jan and Nov-50.
    expect(label('1')).toBe('1-10 employees');
    expect(label('11')).toBe('11-50 employees');
    expect(label('251')).toBe('251-1,000 employees');
    expect(label('1001')).toBe('1,001+ employees');
    expect(csvRow(csv, 'size-1@')('company_size')).toBe('1');
  });
});

describe('lead export in a spreadsheet', () => {
  let csv = '';
  beforeAll(async () => {
    const db = await openTestDb();
    // What a spreadsheet would run as formulas, or stop at 32,767 characters (issue 14).
    await storeLead(
      db,
      newLead(1, {
        fields: [
          { name: 'email', value: 'r1@acme-logistics.com' },
          { name: 'company', value: ' =1+1' },
          { name: 'firstname', value: '＝HYPERLINK("http://evil.example")' },
          { name: 'lastname', value: '\n@SUM(A1)' },
          { name: 'jobtitle', value: 'x'.repeat(226_754) },
        ],
      }),
      { forward: false, now: T0 },
    );
    csv = await leadsCsv(db);
    await closeTestDb(db);
  });

  it('keeps formulas behind spaces, line breaks and full-width signs as text', () => {
    expect(csv).toContain(",' =1+1,");
    expect(csv).toContain(`"'＝HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'\n@SUM(A1)"`);
  });

  it('cuts every cell to 32,767 characters with a visible marker', () => {
    const marker = ' … [cut: 226,754 characters in all, the lead view shows every one]';
    expect(csv).toContain(`,"${'x'.repeat(32_767 - marker.length)}${marker}",`);
    // The all-fields column holds the long value too and is cut the same way: the one lead's
    // row is two cut cells plus short ones.
    expect(
      csv.match(/ … \[cut: [\d,]+ characters in all, the lead view shows every one\]/g),
    ).toHaveLength(2);
    expect(csv.length).toBeLessThan(2 * 32_767 + 2_000);
  });
});

it("finds a lead by any letter's case, not only ASCII's, on SQLite as on PostgreSQL", async () => {
  const db = await openTestDb();
  try {
    await storeLead(
      db,
      newLead(30, {
        fields: [
          { name: 'email', value: 'ines@oebb-freight.at' },
          { name: 'company', value: 'ÖBB ZÜRICH Freight' },
        ],
      }),
      { forward: false, now: T0 },
    );
    const found = await listLeads(db, { search: 'öbb zürich' });
    expect(found.leads.map((lead) => lead.submissionId)).toEqual(['store-test-30']);
  } finally {
    await closeTestDb(db);
  }
});
