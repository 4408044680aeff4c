import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { freshVisitor } from '../../modal-test-support';
import { TRIAL_COPY } from '../trial-copy';
import { readTrialEntry } from '../trial-entry';
import { EMPTY_TRIAL_DETAILS } from '../trial-values';
import { CodeStep } from './code-step';

// A whole step through formik takes a few seconds in jsdom.
jest.setTimeout(30_000);

beforeEach(() => {
  freshVisitor();
  // The account is being created: the signup API has not answered yet.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
});

describe('the trial code step', () => {
  it('offers no other email while the account is being created', async () => {
    const onChangeEmail = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <CodeStep
          entry={readTrialEntry('')}
          details={{
            ...EMPTY_TRIAL_DETAILS,
            firstname: 'Ada',
            lastname: 'Lovelace',
            company: 'Lovelace Analytics',
            industry__self_select_: 'Technology',
            jobtitle: 'Head of Support',
            company_size__new_: '1-10',
          }}
          account={{ email: 'ada@lovelace-analytics.example', password: 'Difference-Engine-1843' }}
          onSubmitting={jest.fn()}
          onSlow={jest.fn()}
          onCreated={jest.fn()}
          onChangeEmail={onChangeEmail}
        />
      </ThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const otherEmail = screen.getByRole('button', { name: TRIAL_COPY.code.changeEmail });
    expect(otherEmail).toBeEnabled();
    await user.type(screen.getByLabelText(TRIAL_COPY.code.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TRIAL_COPY.code.submit }));
    expect(await screen.findByRole('button', { name: TRIAL_COPY.code.submitting })).toBeDisabled();
    expect(otherEmail).toBeDisabled();
    await user.click(otherEmail);
    expect(onChangeEmail).not.toHaveBeenCalled();
  });
});
