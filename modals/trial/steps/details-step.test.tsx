import type * as ReactModule from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CONSENT_NOTICE, FIELDS } from '@/constants/form-fields';
import { requiredMessage } from '@/lib/validation/messages';
import { theme } from '@/styles/theme';
import { updateConsent } from '@/lib/consent/consent-store';
import {
  answerWorkDetails,
  documentOrder,
  freshVisitor,
  jsonResponse,
} from '../../modal-test-support';
import { TRIAL_COPY } from '../trial-copy';
import { EMPTY_TRIAL_DETAILS } from '../trial-values';
import { DetailsStep } from './details-step';

/**
 * Issue 19 item 4 (decision 0213): what one keystroke in the trial's first step renders. The real
 * controls render; each is wrapped only to count its renders, by the field's name.
 */
const mockRenders = new Map<string, number>();

function mockCounted(label: string, Component: ReactModule.ElementType) {
  const { createElement, forwardRef } = jest.requireActual<typeof ReactModule>('react');
  return forwardRef<unknown, { name?: string }>(function Counted(props, ref) {
    const key = `${label}:${props.name ?? ''}`;
    mockRenders.set(key, (mockRenders.get(key) ?? 0) + 1);
    return createElement(Component, { ...props, ref });
  });
}

jest.mock('@/components/fields/field-styles', () => {
  const actual = jest.requireActual('@/components/fields/field-styles');
  return {
    ...actual,
    Input: mockCounted('input', actual.Input),
    Select: mockCounted('select', actual.Select),
  };
});

jest.mock('react-phone-number-input', () => {
  const actual = jest.requireActual('react-phone-number-input');
  return { ...actual, __esModule: true, default: mockCounted('phone', actual.default) };
});

beforeEach(() => {
  freshVisitor();
  global.fetch = jest.fn(() =>
    jsonResponse(200, { status: 'available' }),
  ) as unknown as typeof fetch;
});

function renderStep(onSubmitted = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <DetailsStep
        entry={{ override: false, affiliate: '' }}
        initialValues={EMPTY_TRIAL_DETAILS}
        onSubmitted={onSubmitted}
      />
    </ThemeProvider>,
  );
  return onSubmitted;
}

/** Continue pressed too early (every field marked touched), then the step filled in and sent. */
async function refusedThenSent(whenRefused: () => void) {
  const onSubmitted = renderStep();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
  expect(await screen.findByText(requiredMessage(FIELDS.firstname.label))).toBeInTheDocument();
  act(whenRefused);
  await user.type(screen.getByLabelText('Work email'), 'ada@lovelace-analytics.com');
  await answerWorkDetails(user, { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytics' });
  await user.selectOptions(screen.getByLabelText('Company size'), '11');
  await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  return (onSubmitted.mock.calls[0] as [Record<string, unknown>])[0];
}

describe('the marketing opt-out, whatever Continue marked touched before the region was known', () => {
  it('follows the region once it is known outside GDPR: no box, opted in', async () => {
    const sent = await refusedThenSent(() => updateConsent({ loaded: true, model: 'opt-out' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sent[FIELDS.marketingOptOut.name]).toBe(false);
  });

  it('shows the GDPR box unticked once the region is known there, and sends opted out', async () => {
    const sent = await refusedThenSent(() => updateConsent({ loaded: true, model: 'opt-in' }));
    expect(
      screen.getByRole('checkbox', { name: 'I do want to receive marketing communications' }),
    ).not.toBeChecked();
    expect(sent[FIELDS.marketingOptOut.name]).toBe(true);
  });

  it('opts nobody in while the region is still unknown', async () => {
    const sent = await refusedThenSent(() => undefined);
    expect(sent[FIELDS.marketingOptOut.name]).toBe(true);
  });
});

it('renders only the field being typed in, not the other eight controls and the phone input', async () => {
  renderStep();
  const user = userEvent.setup({ delay: null });
  const firstName = screen.getByLabelText('First name');
  await user.click(firstName);
  mockRenders.clear();
  await user.keyboard('Ada');
  // Three characters: First name renders once per character; nothing else renders at all.
  expect(Object.fromEntries(mockRenders)).toEqual({ 'input:firstname': 3 });
  expect(firstName).toHaveValue('Ada');
});

it('still shows every error of the step on Continue and clears one as the visitor fixes it', async () => {
  renderStep();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
  expect(await screen.findByText(requiredMessage(FIELDS.firstname.label))).toBeInTheDocument();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  expect(screen.queryByText(requiredMessage(FIELDS.firstname.label))).not.toBeInTheDocument();
});

it('opens the phone field with at most one country-name comparison per country: its list arrives in order (decision 0214)', () => {
  // The phone field's module sorted its countries when it was imported, above.
  const compare = jest.spyOn(String.prototype, 'localeCompare');
  renderStep();
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  // The library sorts its copy again, an ordered list in one comparison per neighbour (under
  // 245); from the library's own unordered list it took 1,386.
  expect(compare.mock.calls.length).toBeLessThan(245);
  compare.mockRestore();
});

it("asks in the spec's order, with the legal notice before the button that accepts it", () => {
  renderStep();
  const order = documentOrder({
    email: screen.getByLabelText('Work email'),
    firstname: screen.getByLabelText('First name'),
    lastname: screen.getByLabelText('Last name'),
    company: screen.getByLabelText(FIELDS.company.label),
    jobtitle: screen.getByLabelText(FIELDS.jobtitle.label),
    industry: screen.getByLabelText(FIELDS.industry.label),
    phone: screen.getByRole('textbox', { name: 'Phone number' }),
    size: screen.getByLabelText('Company size'),
    notice: screen.getByText(CONSENT_NOTICE.lead, { exact: false }),
    button: screen.getByRole('button', { name: TRIAL_COPY.details.submit }),
  });
  expect(order).toEqual([
    'email',
    'firstname',
    'lastname',
    'company',
    'jobtitle',
    'industry',
    'phone',
    'size',
    'notice',
    'button',
  ]);
});
