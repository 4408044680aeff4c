import {
  buildSubmissionPayload,
  googleClientIdFromCookie,
  MarketingSubmissionError,
  parseSubmissionErrors,
  submitMarketingForm,
  type SubmissionEnvironment,
  type SubmitMarketingFormOptions,
} from './marketing-forms';
import { NOT_SET } from '@/constants/attribution';
import { FORM_SUBMISSION_MAX_ATTEMPTS } from '@/constants/timings';
import { errorBody, parseSubmissionBody } from '@/lib/server/leads/submission';

const environment: SubmissionEnvironment = {
  pageUri: 'https://www.switchboard.example/resources?utm_source=news',
  pageName: 'Resources',
  hutk: 'abc123',
  attribution: {
    utm_campaign: 'spring',
    utm_content: NOT_SET,
    utm_medium: 'email',
    utm_source: 'news',
    utm_term: NOT_SET,
    referrer: NOT_SET,
    gclid: NOT_SET,
    msclkid: NOT_SET,
    hsa_mt: NOT_SET,
  },
  googleClientId: '123.456',
  experiments: [
    { experimentId: 'exp-demo-form', variantId: 'b' },
    { experimentId: 'exp-testing-form', variantId: 'control' },
  ],
  anonymousId: '0b4d7b55-8a7e-4d8d-9a55-3c9a4bb7d1f1',
};

type FetchCall = { url: string; init?: RequestInit };

/** A fetch that answers the email check and then the submission with the given response. */
function fakeFetch(
  submit: () => Response | Promise<Response>,
  emailCheck: () => Response = () => Response.json({ sendToHubspot: true }),
) {
  const calls: FetchCall[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return url.startsWith('/api/email-check') ? emailCheck() : submit();
  }) as typeof fetch;
  return { calls, impl };
}

describe('buildSubmissionPayload', () => {
  it('sends name/value pairs, arrays as repeated pairs, and other values as strings', () => {
    const payload = buildSubmissionPayload(
      {
        email: 'jane@acme.com',
        advocacy_opt_in_type: ['review', 'logo'],
        marketing_updates_opt_out__forms_: false,
        company_size__new_: 51,
        jobtitle: '',
        phone: undefined,
      },
      environment,
      { now: 1_700_000_000_000 },
    );
    const pairs = payload.fields.map((f) => [f.name, f.value]);
    expect(pairs.slice(0, 5)).toEqual([
      ['email', 'jane@acme.com'],
      ['advocacy_opt_in_type', 'review'],
      ['advocacy_opt_in_type', 'logo'],
      ['marketing_updates_opt_out__forms_', 'false'],
      ['company_size__new_', 51],
    ]);
    expect(pairs).not.toContainEqual(['jobtitle', '']);
    expect(payload.fields.every((f) => f.objectTypeId === '0-1')).toBe(true);
    expect(payload.submittedAt).toBe('1700000000000');
  });

  it("adds every attribution field ('(not set)' when unknown), the page URL, client id and experiments", () => {
    const payload = buildSubmissionPayload({ email: 'jane@acme.com' }, environment);
    const value = (name: string) =>
      payload.fields.filter((f) => f.name === name).map((f) => f.value);
    expect(value('utm_source')).toEqual(['news']);
    expect(value('utm_term')).toEqual(['(not set)']);
    expect(value('hsa_mt')).toEqual(['(not set)']);
    for (const name of [
      'utm_campaign',
      'utm_content',
      'utm_medium',
      'referrer',
      'gclid',
      'msclkid',
    ]) {
      expect(value(name)).toHaveLength(1);
    }
    expect(value('page_url_form_')).toEqual([environment.pageUri]);
    expect(value('google_client_id')).toEqual(['123.456']);
    expect(value('experiment_id')).toEqual(['exp-demo-form,exp-testing-form']);
    expect(value('optimizely_variant_id')).toEqual(['b,control']);
  });

  it('puts hutk, pageUri and pageName in the context and drops empty entries', () => {
    expect(buildSubmissionPayload({ email: 'a@acme.com' }, environment).context).toEqual({
      hutk: 'abc123',
      pageUri: environment.pageUri,
      pageName: 'Resources',
    });
    const bare = buildSubmissionPayload(
      { email: 'a@acme.com' },
      { ...environment, hutk: undefined, pageName: '' },
    );
    expect(bare.context).toEqual({ pageUri: environment.pageUri });
  });

  it('reads the analytics client id from the _ga cookie', () => {
    expect(googleClientIdFromCookie('GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(googleClientIdFromCookie('garbage')).toBeUndefined();
    expect(googleClientIdFromCookie(undefined)).toBeUndefined();
  });
});

describe('parseSubmissionErrors', () => {
  it('reads the field and message of each server error', () => {
    expect(
      parseSubmissionErrors([
        "Error in 'fields.email'. Invalid email address",
        "Error in 'fields.firstname'. First name contains invalid characters",
      ]),
    ).toEqual([
      { field: 'email', error: 'Invalid email address' },
      { field: 'firstname', error: 'First name contains invalid characters' },
    ]);
  });

  it('keeps a message that names no field as a form-level error', () => {
    expect(parseSubmissionErrors(['The hutk is not valid', "Error in 'fields.'. "])).toEqual([
      { error: 'The hutk is not valid' },
      { error: "Error in 'fields.'. " },
    ]);
  });
});

describe('submitMarketingForm', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("throws 'Email must be set' and 'Email cannot be an array'", async () => {
    await expect(
      submitMarketingForm({ formId: 'blog-subscribe-footer', values: {}, environment }),
    ).rejects.toThrow('Email must be set');
    await expect(
      submitMarketingForm({
        formId: 'blog-subscribe-footer',
        values: { email: ['a@acme.com', 'b@acme.com'] },
        environment,
      }),
    ).rejects.toThrow('Email cannot be an array');
  });

  it("sends a referral of someone else without the visitor's browser ids", async () => {
    const submitted = async (formId: 'customer-referral' | 'blog-subscribe-footer') => {
      const { calls, impl } = fakeFetch(() => Response.json({ inlineMessage: 'Thanks' }));
      await submitMarketingForm({
        formId,
        values: { email: 'leo@other-co.example' },
        environment,
        fetchImpl: impl,
      });
      const submission = calls.find((call) => call.url.includes('/submissions/v3/'))!;
      const body = JSON.parse(String(submission.init?.body)) as {
        context: Record<string, string>;
        fields: { name: string; value: string }[];
      };
      return {
        hutk: body.context.hutk,
        anonymousId: new Headers(submission.init?.headers).get('x-switchboard-aid'),
        gaClientId: body.fields.find((field) => field.name === 'google_client_id')?.value,
      };
    };
    expect(await submitted('customer-referral')).toEqual({
      hutk: undefined,
      anonymousId: null,
      gaClientId: undefined,
    });
    // Any other form carries them, so the visitor's own leads can be joined up.
    expect(await submitted('blog-subscribe-footer')).toEqual({
      hutk: 'abc123',
      anonymousId: environment.anonymousId,
      gaClientId: '123.456',
    });
  });

  it('leaves out a malformed hubspotutk cookie, so the forms host takes the lead, and keeps a good one', async () => {
    const sentHutk = async (hutk: string) => {
      let sent: { context: { hutk?: string } } | undefined;
      const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).startsWith('/api/email-check')) {
          return Response.json({ sendToHubspot: true });
        }
        sent = JSON.parse(String(init?.body)) as typeof sent;
        // The forms host's own parser answers: INVALID_HUTK for a token it refuses.
        const parsed = parseSubmissionBody(sent);
        return parsed.ok
          ? Response.json({ inlineMessage: 'Thanks' })
          : Response.json(errorBody('Invalid input', 'c1', parsed.errors), { status: 400 });
      }) as typeof fetch;
      const result = await submitMarketingForm({
        formId: 'blog-subscribe-footer',
        values: { email: 'leo@acme.example' },
        environment: { ...environment, hutk },
        fetchImpl,
      });
      return { inlineMessage: result.inlineMessage, hutk: sent?.context.hutk };
    };
    expect(await sentHutk('abc-def')).toEqual({ inlineMessage: 'Thanks', hutk: undefined });
    expect(await sentHutk('abc123')).toEqual({ inlineMessage: 'Thanks', hutk: 'abc123' });
  });

  it('skips a test-automation email silently with an empty result', async () => {
    const { calls, impl } = fakeFetch(() => Response.json({ inlineMessage: 'Thanks' }));
    const result = await submitMarketingForm({
      formId: 'blog-subscribe-footer',
      values: { email: 'robot@switchboard-test-automation.com' },
      environment,
      fetchImpl: impl,
    });
    expect(result).toEqual({});
    expect(calls).toHaveLength(0);
  });

  it('skips with an empty result when the email check says not to send', async () => {
    const { calls, impl } = fakeFetch(
      () => Response.json({ inlineMessage: 'Thanks' }),
      () =>
        Response.json({
          sendToHubspot: false,
          getStartedAction: 'default',
          isPayingCustomer: false,
        }),
    );
    const result = await submitMarketingForm({
      formId: 'blog-subscribe-footer',
      values: { email: 'jane@acme.com' },
      environment,
      fetchImpl: impl,
    });
    expect(result).toEqual({});
    expect(calls.map((c) => c.url)).toEqual(['/api/email-check?email=jane%40acme.com']);
  });

  it('submits when the email check fails (defaults to sending) with the submission id header', async () => {
    const { calls, impl } = fakeFetch(
      () => Response.json({ inlineMessage: 'Thanks for subscribing' }),
      () => new Response('down', { status: 503 }),
    );
    const result = await submitMarketingForm({
      formId: 'blog-subscribe-footer',
      values: { email: 'jane@acme.com' },
      submissionId: 'sub-1',
      environment,
      fetchImpl: impl,
    });
    expect(result).toEqual({
      inlineMessage: 'Thanks for subscribing',
      emailCheck: { sendToHubspot: true, getStartedAction: 'default', isPayingCustomer: false },
    });
    const submit = calls[1];
    expect(submit?.url).toBe(
      '/api/forms/submissions/v3/integration/submit/4471892/blog-subscribe-footer',
    );
    const headers = submit?.init?.headers as Record<string, string>;
    expect(headers['x-submission-id']).toBe('sub-1');
    expect(headers['x-switchboard-aid']).toBe(environment.anonymousId);
    const body = JSON.parse(String(submit?.init?.body)) as { fields: { name: string }[] };
    expect(body.fields[0]).toEqual({ objectTypeId: '0-1', name: 'email', value: 'jane@acme.com' });
  });

  it('takes the email check this submission already ran instead of asking again', async () => {
    const { calls, impl } = fakeFetch(() => Response.json({ inlineMessage: 'Thanks' }));
    const emailCheck = { sendToHubspot: true, getStartedAction: 'default', isPayingCustomer: true };
    const result = await submitMarketingForm({
      formId: 'request-demo',
      values: { email: 'jane@acme.com', company_size__new_: '251' },
      emailCheck,
      environment,
      fetchImpl: impl,
    });
    expect(result.emailCheck).toBe(emailCheck);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/forms/submissions/v3/integration/submit/4471892/request-demo',
    ]);
  });

  it("fails with 'Hubspot submission failed with errors', the parsed field errors and onError", async () => {
    const { impl } = fakeFetch(() =>
      Response.json(
        {
          status: 'error',
          message: 'The request is not valid',
          correlationId: 'c1',
          errors: [
            { message: "Error in 'fields.email'. Invalid work email", errorType: 'INVALID_EMAIL' },
            { message: 'The hutk is not valid', errorType: 'INVALID_HUTK' },
          ],
        },
        { status: 400 },
      ),
    );
    const onError = jest.fn();
    const failure = submitMarketingForm({
      formId: 'blog-subscribe-footer',
      values: { email: 'jane@acme.com' },
      environment,
      fetchImpl: impl,
      onError,
    });
    await expect(failure).rejects.toThrow('Hubspot submission failed with errors');
    const error = (await failure.catch((e: unknown) => e)) as MarketingSubmissionError;
    expect(error.fieldErrors).toEqual([
      { field: 'email', error: 'Invalid work email' },
      { error: 'The hutk is not valid' },
    ]);
    expect(onError).toHaveBeenCalledWith(error);
    expect(console.warn).toHaveBeenCalledWith(error);
  });

  it("fails with 'Hubspot submission failed' without detail, on a timeout too", async () => {
    const { impl } = fakeFetch(() => new Response('', { status: 500 }));
    await expect(
      submitMarketingForm({
        formId: 'blog-subscribe-footer',
        values: { email: 'jane@acme.com' },
        environment,
        fetchImpl: impl,
      }),
    ).rejects.toThrow(new MarketingSubmissionError('Hubspot submission failed'));

    const hanging = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/email-check')
        ? Promise.resolve(Response.json({ sendToHubspot: true }))
        : new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          })) as typeof fetch;
    await expect(
      submitMarketingForm({
        formId: 'blog-subscribe-footer',
        values: { email: 'jane@acme.com' },
        environment,
        fetchImpl: hanging,
        timeoutMs: 20,
      }),
    ).rejects.toThrow('Hubspot submission failed');
  });

  describe('while the forms host is busy (503 with Retry-After)', () => {
    const busy = () =>
      Response.json(
        {
          status: 'error',
          message: 'The service is busy, please try again shortly',
          correlationId: 'c-busy',
        },
        { status: 503, headers: { 'retry-after': '2' } },
      );
    /** Jane subscribes; the waits between attempts are skipped unless the test watches them. */
    const subscribe = (
      fetchImpl: typeof fetch,
      options: Partial<SubmitMarketingFormOptions> = {},
    ) =>
      submitMarketingForm({
        formId: 'blog-subscribe-footer',
        values: { email: 'jane@acme.com' },
        environment,
        fetchImpl,
        wait: () => Promise.resolve(),
        ...options,
      });
    const submitIds = (calls: FetchCall[]) =>
      calls
        .filter((call) => !call.url.startsWith('/api/email-check'))
        .map((call) => (call.init?.headers as Record<string, string>)['x-submission-id']);

    it('sends the same submission again after Retry-After and shows success', async () => {
      const answers = [busy(), busy(), Response.json({ inlineMessage: 'Thanks for subscribing' })];
      const { calls, impl } = fakeFetch(() => answers.shift()!);
      const wait = jest.fn(() => Promise.resolve());
      const result = await subscribe(impl, { submissionId: 'sub-while-locked', wait });
      expect(result.inlineMessage).toBe('Thanks for subscribing');
      expect(submitIds(calls)).toEqual(Array(3).fill('sub-while-locked'));
      expect(wait.mock.calls).toEqual([[2000], [2000]]);
      expect(console.warn).not.toHaveBeenCalled();
    });

    it(`gives up after ${FORM_SUBMISSION_MAX_ATTEMPTS} attempts with 'Hubspot submission failed' and onError`, async () => {
      const { calls, impl } = fakeFetch(busy);
      const onError = jest.fn();
      const failure = subscribe(impl, { submissionId: 'sub-still-locked', onError });
      await expect(failure).rejects.toThrow(
        new MarketingSubmissionError('Hubspot submission failed'),
      );
      expect(submitIds(calls)).toEqual(
        Array(FORM_SUBMISSION_MAX_ATTEMPTS).fill('sub-still-locked'),
      );
      expect(onError).toHaveBeenCalledTimes(1);
      expect((onError.mock.calls[0] as [MarketingSubmissionError])[0].status).toBe(503);
    });

    it('does not resend a rate-limited (429) submission', async () => {
      const { calls, impl } = fakeFetch(() =>
        Response.json(
          { status: 'error', message: 'Too many requests, please try again later' },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      );
      await expect(subscribe(impl)).rejects.toThrow('Hubspot submission failed');
      expect(submitIds(calls)).toHaveLength(1);
    });
  });
});
