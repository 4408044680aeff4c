import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { DEMO_STEP_ONE_DONE_STORAGE_KEY, USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { updateConsent } from '@/lib/consent/consent-store';
import { theme } from '@/styles/theme';
import {
  answerWorkDetails,
  documentOrder,
  freshVisitor,
  jsonResponse,
  withMalformedLinkedInClickId,
} from '../modal-test-support';
import DemoModal from './demo-modal';

jest.mock('next/link', () => ({
  __esModule: true,
  // next/link's own props (prefetch) never reach the anchor.
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...rest
  }: {
    href: string;
    children: React.ReactNode;
    prefetch?: boolean;
  }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

interface Submission {
  formId: string;
  fields: Record<string, string>;
}

/** A fake of the site's own endpoints: forms host, email check and the built-in scheduler. */
function fakeBackend({
  payingCustomer = false,
  schedulerFails = false,
  formErrors,
  bookingStatus = 201,
}: {
  payingCustomer?: boolean;
  schedulerFails?: boolean;
  formErrors?: string[];
  bookingStatus?: number;
} = {}) {
  const submissions: Submission[] = [];
  const emailChecks: string[] = [];
  const bookings: Record<string, unknown>[] = [];
  const slot = { start: '2030-01-07T15:00:00.000Z', end: '2030-01-07T15:30:00.000Z' };
  const json = jsonResponse;
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/email-check')) {
      emailChecks.push(url);
      return json(200, {
        sendToHubspot: true,
        getStartedAction: 'default',
        isPayingCustomer: payingCustomer,
      });
    }
    const form = /\/submissions\/v3\/integration\/submit\/\d+\/([^/?]+)/.exec(url);
    if (form) {
      const body = JSON.parse(String(init?.body)) as { fields: { name: string; value: string }[] };
      submissions.push({
        formId: decodeURIComponent(form[1]!),
        fields: Object.fromEntries(body.fields.map((f) => [f.name, String(f.value)])),
      });
      if (formErrors)
        return json(400, { status: 'error', errors: formErrors.map((message) => ({ message })) });
      return json(200, { inlineMessage: 'Thanks' });
    }
    if (url === '/api/scheduler') {
      return schedulerFails ? json(500, {}) : json(200, { provider: 'builtin' });
    }
    if (url === '/api/scheduler/slots') return json(200, { meetingMinutes: 30, slots: [slot] });
    if (url === '/api/scheduler/bookings') {
      bookings.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (bookingStatus === 409) {
        return json(409, {
          error: 'That time was just booked by someone else. Please pick another time.',
          slots: [],
        });
      }
      return json(201, {
        booking: {
          id: 'b1',
          start: slot.start,
          end: slot.end,
          timeZone: 'UTC',
          rep: { name: 'Maya Okafor' },
          meetingUrl: 'https://meet.example/m',
        },
      });
    }
    return json(404, {});
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { submissions, bookings, emailChecks };
}

function renderModal() {
  return render(
    <ThemeProvider theme={theme}>
      <DemoModal onClose={jest.fn()} />
    </ThemeProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });

async function completeStepOne(email: string, size: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Work email'), email);
  await user.selectOptions(screen.getByLabelText('Company size'), size);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(heading()).toHaveTextContent('Tell us a little more about yourself'));
  return user;
}

async function completeStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await answerWorkDetails(user, { firstName: 'Ann', lastName: 'Lee', company: 'Acme' });
  await user.selectOptions(
    screen.getByLabelText('Primary use case'),
    'Manage shared email inboxes',
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

// Whole journeys through formik and the phone input take a few seconds in jsdom.
jest.setTimeout(30_000);

beforeEach(freshVisitor);

const events = () => (window.dataLayer ?? []).map((e) => e.event);

describe('the demo modal', () => {
  it('counts nobody in to marketing while the region is not known yet (no box shown, none ticked)', async () => {
    const backend = fakeBackend();
    renderModal();
    await completeStepOne('ann@acme.example', '1-10');
    await waitFor(() => expect(backend.submissions).toHaveLength(1));
    expect(backend.submissions[0]?.fields).toMatchObject({
      email: 'ann@acme.example',
      marketing_updates_opt_out__forms_: 'true',
    });
  });

  it('takes a 1-10 company through both steps to the no-meeting thank-you', async () => {
    const backend = fakeBackend();
    // A visitor outside the GDPR region: no box, counted in (spec section 4).
    updateConsent({ loaded: true, model: 'opt-out' });
    renderModal();
    expect(heading()).toHaveTextContent('Get a personalized demo');
    expect(
      screen.getByText('Help us tailor the demo experience to your needs.'),
    ).toBeInTheDocument();
    const user = await completeStepOne('ann@acme.example', '1-10');
    expect(
      screen.getByText('Your demo request is not complete until you submit this form.'),
    ).toBeInTheDocument();
    await completeStepTwo(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Thank you, Ann!'));
    expect(screen.getByText("Here's what you can expect next.")).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Take the product tour/ })).toHaveAttribute(
      'href',
      '/product-tour',
    );
    expect(screen.getByRole('link', { name: /Visit the resource hub/ })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(screen.getByRole('link', { name: /Meet our customers/ })).toHaveAttribute(
      'href',
      '/customer-stories',
    );

    expect(backend.submissions.map((s) => s.formId)).toEqual([
      'request-demo-started',
      'request-demo',
    ]);
    expect(backend.submissions[0]?.fields).toMatchObject({
      email: 'ann@acme.example',
      company_size__new_: '1',
      marketing_updates_opt_out__forms_: 'false',
    });
    expect(backend.submissions[1]?.fields).toMatchObject({
      email: 'ann@acme.example',
      firstname: 'Ann',
      phone: '+12125550100',
      qualified_meeting_offered: 'No',
      qualified_meeting_offered_status: 'Was not shown calendar',
      qualified_meeting_not_offered_reason: 'Company size below threshold',
      most_recent_qualified_meeting_not_offered_reason: 'Company size below threshold',
    });
    expect(events()).toEqual(
      expect.arrayContaining(['demo_started', 'demo_request', 'request_demo_success']),
    );
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'demo_started',
        email: 'ann@acme.example',
        company_size: '1',
      }),
    );
  });

  it('shows a 251-1,000 company the scheduler, books a slot and confirms the meeting', async () => {
    const backend = fakeBackend();
    renderModal();
    const user = await completeStepOne('ann@acme.example', '251-1,000');
    await completeStepTwo(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Book your demo'));
    expect(backend.submissions[1]?.fields).toMatchObject({
      qualified_meeting_offered: 'Yes',
      qualified_booking_status: 'Awaiting booking',
    });
    await user.click(await screen.findByRole('radio', { name: /AM|PM/ }));
    await user.click(screen.getByRole('button', { name: 'Book meeting' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Thank you, Ann!'));
    expect(screen.getByText('We look forward to meeting with you.')).toBeInTheDocument();
    expect(screen.queryByText("We'll be in touch")).not.toBeInTheDocument();
    expect(backend.bookings[0]).toMatchObject({
      startsAt: '2030-01-07T15:00:00.000Z',
      email: 'ann@acme.example',
      first_name: 'Ann',
      title: 'Head of Support',
      company_size_form: '251',
      industry_self_select: 'Technology',
    });
    expect(events()).toContain('Meeting Booked');
  });

  it('reaches the thank-you when the LinkedIn click id cookie is malformed, and still reports the conversion', async () => {
    fakeBackend();
    // The ad conversions go out once the request is stored.
    await withMalformedLinkedInClickId(async () => {
      renderModal();
      const user = await completeStepOne('ann@acme.example', '1-10');
      await completeStepTwo(user);
      await waitFor(() => expect(heading()).toHaveTextContent('Thank you, Ann!'));
      const conversion = (global.fetch as jest.Mock).mock.calls.find(
        ([url]) => url === '/api/licapi',
      ) as [string, RequestInit] | undefined;
      expect(JSON.parse(String(conversion?.[1].body))).toMatchObject({
        conversion: 'demo',
        email: 'ann@acme.example',
        clickId: '',
      });
    });
  });

  it('checks the email once per submission: once for step 1, once for step 2', async () => {
    const backend = fakeBackend({ payingCustomer: true });
    renderModal();
    const user = await completeStepOne('ann@customer.example', '251-1,000');
    expect(backend.emailChecks).toHaveLength(1);
    await completeStepTwo(user);
    await waitFor(() =>
      expect(screen.getByText("Here's what you can expect next.")).toBeInTheDocument(),
    );
    // Step 2's one check both qualifies the meeting (a paying customer: none) and clears the lead.
    expect(backend.submissions.map((s) => s.formId)).toEqual([
      'request-demo-started',
      'request-demo',
    ]);
    expect(backend.emailChecks).toEqual([
      '/api/email-check?email=ann%40customer.example&company_size=251',
      '/api/email-check?email=ann%40customer.example&company_size=251',
    ]);
  });

  it('never shows a paying customer the scheduler', async () => {
    const backend = fakeBackend({ payingCustomer: true });
    renderModal();
    const user = await completeStepOne('ann@customer.example', '1,001+ employees');
    await completeStepTwo(user);
    await waitFor(() =>
      expect(screen.getByText("Here's what you can expect next.")).toBeInTheDocument(),
    );
    expect(backend.submissions[1]?.fields).toMatchObject({
      qualified_meeting_offered: 'No',
      qualified_meeting_offered_status: 'Was not shown calendar',
      qualified_meeting_not_offered_reason: 'Flagged as existing customer',
    });
  });

  it("asks step 2's questions in the spec's order", async () => {
    fakeBackend();
    renderModal();
    await completeStepOne('ann@acme.example', '1-10');
    expect(
      documentOrder({
        firstname: screen.getByLabelText('First name'),
        lastname: screen.getByLabelText('Last name'),
        company: screen.getByLabelText('Company'),
        industry: screen.getByLabelText('Industry'),
        jobtitle: screen.getByLabelText('Job title'),
        phone: screen.getByRole('textbox', { name: 'Phone number' }),
        useCase: screen.getByLabelText('Primary use case'),
        button: screen.getByRole('button', { name: 'Submit' }),
      }),
    ).toEqual([
      'firstname',
      'lastname',
      'company',
      'industry',
      'jobtitle',
      'phone',
      'useCase',
      'button',
    ]);
  });

  it('still looks forward to the offered meeting when the scheduler fails to load, and says how it is set', async () => {
    fakeBackend({ schedulerFails: true });
    renderModal();
    const user = await completeStepOne('ann@acme.example', '51-100');
    await completeStepTwo(user);
    await waitFor(() =>
      expect(screen.getByText('We look forward to meeting with you.')).toBeInTheDocument(),
    );
    expect(screen.queryByText("Here's what you can expect next.")).not.toBeInTheDocument();
    expect(screen.getByText("We'll be in touch")).toBeInTheDocument();
    expect(
      screen.getByText(
        'A product expert will call or email you shortly to set up a time that works for you.',
      ),
    ).toBeInTheDocument();
  });

  it('looks forward to the offered meeting when the visitor would rather be contacted', async () => {
    const backend = fakeBackend();
    renderModal();
    const user = await completeStepOne('ann@acme.example', '251-1,000');
    await completeStepTwo(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Book your demo'));
    await user.click(
      screen.getByRole('button', { name: "I'd rather have a product expert contact me" }),
    );
    await waitFor(() => expect(heading()).toHaveTextContent('Thank you, Ann!'));
    expect(screen.getByText('We look forward to meeting with you.')).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch")).toBeInTheDocument();
    expect(backend.bookings).toEqual([]);
  });

  it('offers no calendar when step 2 did not reach the site (its booking would be refused)', async () => {
    const backend = fakeBackend();
    renderModal();
    const user = await completeStepOne('ann@acme.example', '251-1,000');
    // The forms host is down for step 2: no field errors, so the modal moves on (spec section 8).
    const site = (global.fetch as jest.Mock).getMockImplementation()!;
    (global.fetch as jest.Mock).mockImplementation(
      (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/submissions/v3/')
          ? Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) })
          : site(input, init),
    );
    await completeStepTwo(user);
    await waitFor(() =>
      expect(screen.getByText("Here's what you can expect next.")).toBeInTheDocument(),
    );
    expect(backend.bookings).toEqual([]);
  });

  it('resumes at step 2 for a visitor who finished step 1 earlier', async () => {
    fakeBackend();
    window.localStorage.setItem(
      USER_DATA_STORAGE_KEY,
      JSON.stringify({ email: 'ann@acme.example', company_size__new_: '251' }),
    );
    window.localStorage.setItem(DEMO_STEP_ONE_DONE_STORAGE_KEY, 'true');
    renderModal();
    // Step 2's code comes after step 1's (decision 0184): it shows once it is there.
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Tell us a little more about yourself',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it('saves step 1 to user data and marks it done', async () => {
    fakeBackend();
    renderModal();
    await completeStepOne('ann@acme.example', '51-100');
    expect(JSON.parse(window.localStorage.getItem(USER_DATA_STORAGE_KEY) ?? '{}')).toMatchObject({
      email: 'ann@acme.example',
      company_size__new_: '51',
    });
    expect(window.localStorage.getItem(DEMO_STEP_ONE_DONE_STORAGE_KEY)).toBe('true');
  });

  it('warns about a non-business email without blocking, and validates only on submit', async () => {
    fakeBackend();
    renderModal();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Work email'), 'ann@gmail.com');
    // The free-mail list arrives after step 1 shows (decision 0184); the warning follows it.
    expect(await screen.findByText('Please enter your business email.')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText('Company size is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Company size is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(heading()).toHaveTextContent('Tell us a little more about yourself'),
    );
  });

  it("reads 'Submitting' and is disabled while step 1 is being sent", async () => {
    fakeBackend();
    let release: () => void = () => undefined;
    const original = global.fetch;
    global.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          release = () => void original(input, init).then(resolve);
        }),
    ) as unknown as typeof fetch;
    renderModal();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Work email'), 'ann@acme.example');
    await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    global.fetch = original;
    await act(async () => release());
  });

  it('shows the field errors the forms host names under their fields and stays on the step', async () => {
    fakeBackend();
    renderModal();
    const user = await completeStepOne('ann@acme.example', '51-100');
    fakeBackend({
      formErrors: ["Error in 'fields.firstname'. First name contains invalid characters"],
    });
    await completeStepTwo(user);
    const field = screen.getByLabelText('First name');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(field.parentElement!).getByText('First name contains invalid characters'),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Tell us a little more about yourself');
  });

  it('moves on when a submission fails without field errors (errors are swallowed)', async () => {
    fakeBackend({ formErrors: [] });
    renderModal();
    await completeStepOne('ann@acme.example', '51-100');
  });

  it('shows GDPR visitors an unchecked opt-in box and sends the opt-out', async () => {
    act(() => updateConsent({ loaded: true, model: 'opt-in' }));
    const backend = fakeBackend();
    renderModal();
    const box = screen.getByRole('checkbox', {
      name: 'I do want to receive marketing communications',
    });
    expect(box).not.toBeChecked();
    await completeStepOne('ann@acme.example', '51-100');
    expect(backend.submissions[0]?.fields.marketing_updates_opt_out__forms_).toBe('true');
  });

  it('shows no opt-in box outside GDPR', () => {
    fakeBackend();
    renderModal();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
