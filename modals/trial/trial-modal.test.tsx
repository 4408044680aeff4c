import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { TRIAL_COPY } from './trial-copy';
import { answerWorkDetails, freshVisitor, jsonResponse } from '../modal-test-support';
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

/** Step 1 answered as a 1-10 team, as a visitor types and chooses. */
async function answerDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Work email'), 'ada@lovelace-analytics.example');
  await answerWorkDetails(user, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Lovelace Analytics',
  });
  await user.selectOptions(screen.getByLabelText('Company size'), '1-10');
}

function renderTrial() {
  render(
    <ThemeProvider theme={theme}>
      <TrialModal onClose={jest.fn()} />
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the trial modal', () => {
  it('moves a 1-10 team from the details to the account step, whose code comes after step 1 (decision 0184)', async () => {
    const user = renderTrial();
    expect(screen.getByRole('heading', { name: TRIAL_COPY.details.heading })).toBeInTheDocument();
    await answerDetails(user);
    await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
    expect(
      await screen.findByRole('heading', { name: TRIAL_COPY.account.heading }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('paints the busy button before it builds the account step (issue 19 item 4)', async () => {
    const user = renderTrial();
    await answerDetails(user);
    // The browser's frames are held: the test says when the next one comes.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
      expect(
        await screen.findByRole('button', { name: TRIAL_COPY.details.submitting }),
      ).toBeDisabled();
      // The step's code is loaded and every answer is in; only the frame is missing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('heading', { name: TRIAL_COPY.account.heading })).toBeNull();
      expect(frames.length).toBeGreaterThan(0);
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      expect(
        await screen.findByRole('heading', { name: TRIAL_COPY.account.heading }),
      ).toBeInTheDocument();
    } finally {
      requestFrame.mockRestore();
    }
  });
});
