import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { SIGNUP_MESSAGES } from '@/lib/contracts/signup';
import { theme } from '@/styles/theme';
import { TRIAL_COPY } from './trial-copy';
import {
  answerWorkDetails,
  freshVisitor,
  jsonResponse,
  withMalformedLinkedInClickId,
} from '../modal-test-support';
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

  it('sends the new account to its first login when the LinkedIn click id cookie is malformed', async () => {
    // A fragment of this page: the one navigation jsdom performs, so the test can see it.
    const firstLoginUrl = `${window.location.origin}/#first-login`;
    const requests: { url: string; body?: Record<string, unknown> }[] = [];
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({
        url,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      });
      if (url.includes('/email_available/')) return jsonResponse(200, { status: 'available' });
      if (url === '/api/1/signup') {
        return jsonResponse(200, {
          id: 'a1',
          first_admin_id: 'u1',
          first_login_url: firstLoginUrl,
        });
      }
      return jsonResponse(200, { inlineMessage: 'Thanks' });
    }) as unknown as typeof fetch;
    // The ad conversions go out once the account exists.
    try {
      await withMalformedLinkedInClickId(async () => {
        const user = renderTrial();
        await answerDetails(user);
        await user.click(screen.getByRole('button', { name: TRIAL_COPY.details.submit }));
        await screen.findByRole('heading', { name: TRIAL_COPY.account.heading });
        await user.type(screen.getByLabelText('Password'), 'Difference-Engine-1843');
        await user.click(screen.getByRole('button', { name: TRIAL_COPY.account.next }));
        await screen.findByRole('heading', { name: TRIAL_COPY.code.heading });
        await user.type(screen.getByLabelText(TRIAL_COPY.code.codeLabel), '123456');
        await user.click(screen.getByRole('button', { name: TRIAL_COPY.code.submit }));

        await waitFor(() => expect(window.location.href).toBe(firstLoginUrl));
        expect(screen.queryByText(SIGNUP_MESSAGES.unexpected)).not.toBeInTheDocument();
        expect(requests.filter((request) => request.url === '/api/1/signup')).toHaveLength(1);
        expect(requests.find((request) => request.url === '/api/licapi')?.body).toMatchObject({
          conversion: 'trial',
          email: 'ada@lovelace-analytics.example',
          clickId: '',
        });
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
