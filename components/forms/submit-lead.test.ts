/** @jest-environment jsdom */
import { FORM_IDS } from '@/constants/forms';
import { submitLead } from './submit-lead';

/** jsdom has no fetch Response: answer with the part of it the clients read. */
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** The site's email check and forms host; `refusal` makes the host answer 400 with those messages. */
function backend(refusal?: string[]) {
  const requests: { url: string; body?: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    });
    if (url.startsWith('/api/email-check')) return reply({ sendToHubspot: true });
    if (refusal) {
      return reply({ status: 'error', errors: refusal.map((message) => ({ message })) }, 400);
    }
    return reply({ inlineMessage: 'Thanks' });
  }) as typeof fetch;
  return requests;
}

const values = {
  email: 'ann@acme.example',
  firstname: 'Ann',
  marketing_updates_opt_out__forms_: true,
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('submitLead, the one submit path of every marketing form', () => {
  it('sends the lead once, after one email check, and hands back the host answer', async () => {
    const requests = backend();
    const outcome = await submitLead({ formId: FORM_IDS.getStarted, values });
    expect(outcome).toMatchObject({ sent: true, result: { inlineMessage: 'Thanks' } });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/email-check?email=ann%40acme.example',
      '/api/forms/submissions/v3/integration/submit/4471892/get-started',
    ]);
  });

  it('puts a refused field the visitor sees under that field, and every other message aside', async () => {
    backend([
      "Error in 'fields.firstname'. First name contains invalid characters",
      "Error in 'fields.firstname'. Second message for the same field",
      "Error in 'fields.page_url_form_'. Page URL is not valid",
      'The hutk is not valid',
    ]);
    const outcome = await submitLead({
      formId: FORM_IDS.getStarted,
      values,
      shownFields: ['email', 'firstname'],
    });
    expect(outcome).toEqual({
      sent: false,
      fieldErrors: { firstname: 'First name contains invalid characters' },
      formErrors: ['Page URL is not valid', 'The hutk is not valid'],
    });
  });

  it('never throws: a lead without an email is not sent, and the bug is logged as a warning', async () => {
    const requests = backend();
    const outcome = await submitLead({ formId: FORM_IDS.getStarted, values: { firstname: 'Ann' } });
    expect(outcome).toEqual({ sent: false, fieldErrors: {}, formErrors: [] });
    expect(requests).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith(
      '[forms] Unhandled error from submitForm',
      FORM_IDS.getStarted,
      new Error('Email must be set'),
    );
  });

  it('sends the consent and, in the GDPR region, the opt-in the visitor gave, only where the form shows the notice', async () => {
    const requests = backend();
    await submitLead({ formId: FORM_IDS.getStarted, values, consent: { gdpr: true } });
    await submitLead({ formId: FORM_IDS.getStarted, values });
    const [withNotice, without] = requests.filter((r) => r.url.startsWith('/api/forms/'));
    expect(withNotice?.body?.legalConsentOptions).toMatchObject({
      consent: {
        consentToProcess: true,
        communications: [{ value: false, text: 'I do want to receive marketing communications' }],
      },
    });
    expect(without?.body).not.toHaveProperty('legalConsentOptions');
  });

  it('claims no marketing consent in the GDPR region for a form without the box, as a referral of someone else', async () => {
    const requests = backend();
    const referral = {
      email: 'leo@other-co.example',
      firstname: 'Leo',
      referral_details: 'Runs support at Other Co',
    };
    await submitLead({
      formId: FORM_IDS.customerReferral,
      values: referral,
      consent: { gdpr: true },
    });
    const [sent] = requests.filter((r) => r.url.startsWith('/api/forms/'));
    expect(sent?.body?.legalConsentOptions).toEqual({
      consent: { consentToProcess: true, text: expect.any(String) as unknown },
    });
  });
});
