import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { resetConsentForTests, updateConsent } from '@/lib/consent/consent-store';
import { CustomerReferralForm } from './customer-referral-form';
import { PricingQuoteForm } from './pricing-quote-form';
import { WebinarFeedbackForm } from './webinar-feedback-form';

/** jsdom has no fetch Response: answer with the part of it the clients read. */
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** The forms host and the email check; returns each submission's fields as name -> value. */
function backend() {
  const submissions: { url: string; fields: Record<string, string> }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/email-check')) return reply({ sendToHubspot: true });
    const body = JSON.parse(String(init?.body)) as { fields: { name: string; value: unknown }[] };
    submissions.push({
      url,
      fields: Object.fromEntries(body.fields.map((field) => [field.name, String(field.value)])),
    });
    return reply({ inlineMessage: 'Thanks' });
  }) as typeof fetch;
  return submissions;
}

const renderWithTheme = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

beforeEach(() => {
  resetConsentForTests();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('WebinarFeedbackForm', () => {
  it('sends the rating, what was useful and the follow-up wish for its event', async () => {
    const submissions = backend();
    renderWithTheme(<WebinarFeedbackForm eventId="lvs-2026-10-ai" title="AI in the inbox" />);
    await userEvent.type(screen.getByLabelText('Work email'), 'tomas@parcelbot.io');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please rate the webinar')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('How would you rate the webinar?'), '5');
    await userEvent.type(
      screen.getByLabelText('What was most useful? (optional)'),
      'The rollout checklist',
    );
    await userEvent.click(
      screen.getByLabelText(
        "I'd like a Switchboard specialist to follow up on how this applies to my team",
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for your feedback' })).toHaveFocus();
    expect(screen.getByText(/will email you within one business day/)).toBeInTheDocument();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.url).toMatch(/\/webinar-feedback$/);
    expect(submissions[0]?.fields).toMatchObject({
      email: 'tomas@parcelbot.io',
      livestorm_event_id: 'lvs-2026-10-ai',
      content_name: 'AI in the inbox',
      event_rating: '5',
      event_feedback: 'The rollout checklist',
      event_follow_up_requested: 'true',
    });
  });
});

/** The pricing quote filled in by Ana of Clearpath, for `seats` Enterprise seats, monthly. */
async function fillQuote(seats: string) {
  await userEvent.selectOptions(screen.getByLabelText('Plan'), 'enterprise');
  await userEvent.type(screen.getByLabelText('Number of seats'), seats);
  await userEvent.selectOptions(screen.getByLabelText('Billing period'), 'monthly');
  await userEvent.type(screen.getByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
  await userEvent.type(screen.getByLabelText('Work email'), 'ana@clearpath-insurance.com');
  await userEvent.type(screen.getByLabelText('Company'), 'Clearpath Insurance');
  await userEvent.selectOptions(screen.getByLabelText('Company size'), '251');
}

describe('PricingQuoteForm', () => {
  it('shows the GDPR box unticked even after a refused submit marked every field touched', async () => {
    backend();
    renderWithTheme(<PricingQuoteForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
    expect(await screen.findByText('Work email is required')).toBeInTheDocument();
    act(() => updateConsent({ loaded: true, model: 'opt-in' }));
    expect(
      screen.getByRole('checkbox', { name: 'I do want to receive marketing communications' }),
    ).not.toBeChecked();
  });

  it.each([
    ['before the region is known', null, 'true'],
    ['outside the GDPR region, where no box is owed', 'opt-out' as const, 'false'],
  ])(
    'counts the visitor in to marketing only once that is allowed: %s',
    async (_, model, optOut) => {
      if (model) updateConsent({ loaded: true, model });
      const submissions = backend();
      renderWithTheme(<PricingQuoteForm />);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      await fillQuote('45');
      await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
      await screen.findByText(/a written quote for 45 Enterprise seats/);
      expect(submissions[0]?.fields).toMatchObject({ marketing_updates_opt_out__forms_: optOut });
    },
  );

  it("holds the plan's seat minimum, then confirms the quote it asked for", async () => {
    const submissions = backend();
    renderWithTheme(<PricingQuoteForm />);
    await fillQuote('12');
    await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
    expect(await screen.findByText('The Enterprise plan starts at 20 seats')).toBeInTheDocument();
    expect(submissions).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Number of seats'));
    await userEvent.type(screen.getByLabelText('Number of seats'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
    expect(
      await screen.findByText(/a written quote for 45 Enterprise seats within one business day/),
    ).toBeInTheDocument();
    expect(submissions[0]?.fields).toMatchObject({
      quote_plan: 'enterprise',
      quote_seats: '45',
      quote_billing_period: 'monthly',
      company_size__new_: '251',
    });
  });
});

describe('CustomerReferralForm', () => {
  it("remembers the referrer as the visitor, never the referred contact's name or address", async () => {
    const submissions = backend();
    renderWithTheme(<CustomerReferralForm />);
    await userEvent.type(screen.getByLabelText('Your first name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Your last name'), 'Byron');
    await userEvent.type(screen.getByLabelText('Your work email'), 'ada@acme-logistics.example');
    await userEvent.type(screen.getByLabelText('Your company'), 'Acme Logistics');
    await userEvent.selectOptions(
      screen.getByLabelText('Your relationship to Switchboard'),
      'customer',
    );
    await userEvent.type(screen.getByLabelText('First name'), 'Leo');
    await userEvent.type(screen.getByLabelText('Last name'), 'Stein');
    await userEvent.type(screen.getByLabelText('Work email'), 'leo@other-co.example');
    await userEvent.type(screen.getByLabelText('Company'), 'Other Co');
    await userEvent.type(
      screen.getByLabelText(/^Referral details/),
      'Leo runs support for 40 agents and is moving off email.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for the referral' })).toBeVisible();
    expect(submissions[0]?.fields).toMatchObject({ email: 'leo@other-co.example' });
    const remembered = JSON.parse(
      window.localStorage.getItem(USER_DATA_STORAGE_KEY) ?? '{}',
    ) as Record<string, unknown>;
    expect(remembered).toMatchObject({
      firstname: 'Ada',
      lastname: 'Byron',
      email: 'ada@acme-logistics.example',
      company: 'Acme Logistics',
    });
    expect(JSON.stringify(remembered)).not.toMatch(/Leo|Stein|other-co|Other Co/);
  });
});
