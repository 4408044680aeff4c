import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { TRIAL_COPY } from './trial-copy';
import { freshVisitor, jsonResponse } from '../modal-test-support';
import TrialModal from './trial-modal';

// Whole steps through formik and the phone input take a few seconds in jsdom.
jest.setTimeout(30_000);

beforeEach(() => {
  freshVisitor();
  // The signup API's availability check says the address is free; the forms host takes leads.
  global.fetch = jest.fn((input: RequestInfo | URL) =>
    String(input).includes('/email_available/')
      ? jsonResponse(200, { status: 'available' })
      : jsonResponse(200, { inlineMessage: 'Thanks' }),
  ) as unknown as typeof fetch;
});

describe('the trial modal', () => {
  it('moves a 1-10 team from the details to the account step, whose code comes after step 1 (decision 0184)', async () => {
    render(
      <ThemeProvider theme={theme}>
        <TrialModal onClose={jest.fn()} />
      </ThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: TRIAL_COPY.details.heading })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work email'), 'ada@lovelace-analytics.example');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Company'), 'Lovelace Analytics');
    await user.type(screen.getByLabelText('Job title'), 'Head of Support');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Technology');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2125550100');
    await user.selectOptions(screen.getByLabelText('Company size'), '1-10');
    await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
    expect(
      await screen.findByRole('heading', { name: TRIAL_COPY.account.heading }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
