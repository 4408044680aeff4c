import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { EXTERNAL_LINKS } from '@/constants/links';
import { USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { theme } from '@/styles/theme';
import GetStartedModal from './get-started-modal';

const openModal = jest.fn();
jest.mock('@/components/modal-context', () => ({
  useModal: () => ({ openModal, closeModal: jest.fn() }),
}));

/** jsdom has no fetch Response: answer with the part of it the clients read. */
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** The site's email check answers `action`; the forms host stores the lead. */
function backend(action: string | 'fails') {
  const checks: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/email-check')) {
      checks.push(url);
      return action === 'fails'
        ? reply({}, 503)
        : reply({ sendToHubspot: true, getStartedAction: action, isPayingCustomer: false });
    }
    return reply({ inlineMessage: 'Thanks' });
  }) as typeof fetch;
  return checks;
}

async function submitGetStarted(size = '51') {
  render(
    <ThemeProvider theme={theme}>
      <GetStartedModal onClose={jest.fn()} flow="pricing" />
    </ThemeProvider>,
  );
  await userEvent.type(screen.getByLabelText('Work email'), 'maya@northwind-freight.com');
  await userEvent.type(screen.getByLabelText('First name'), 'Maya');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lindqvist');
  await userEvent.type(screen.getByLabelText('Company'), 'Northwind Freight');
  await userEvent.selectOptions(screen.getByLabelText('Company size'), size);
  await userEvent.selectOptions(
    screen.getByLabelText('Business need'),
    'Manage shared email in one place',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
}

// Typing four fields key by key through formik takes about a second on an idle machine and over
// five when the machine's two cores are shared (as in a full make test beside other work).
jest.setTimeout(30_000);

beforeEach(() => {
  openModal.mockReset();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

it('asks the email check with the company size the visitor chose', async () => {
  const checks = backend('default');
  await submitGetStarted('251');
  await screen.findByRole('heading', { name: 'Thanks, Maya!' });
  expect(checks).toEqual(['/api/email-check?email=maya%40northwind-freight.com&company_size=251']);
});

it("'sign-in' shows a sign-in link instead of a new signup", async () => {
  backend('sign-in');
  await submitGetStarted();
  expect(await screen.findByRole('heading', { name: 'Welcome back, Maya!' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Sign in to Switchboard' })).toHaveAttribute(
    'href',
    EXTERNAL_LINKS.appSignIn,
  );
  expect(screen.queryByRole('button', { name: 'Try for Free' })).not.toBeInTheDocument();
  expect(openModal).not.toHaveBeenCalled();
});

it.each([
  ['demo', 'demo'],
  ['trial', 'trial'],
])(
  "'%s' hands over to the %s modal with the details saved for its prefill",
  async (action, modal) => {
    backend(action);
    await submitGetStarted();
    await screen.findByRole('heading', { name: 'Thanks, Maya!' });
    expect(openModal).toHaveBeenCalledWith(modal);
    const saved = JSON.parse(window.localStorage.getItem(USER_DATA_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ email: 'maya@northwind-freight.com', company_size__new_: '51' });
  },
);

it('a failed check keeps the normal thank-you with both ways in', async () => {
  backend('fails');
  await submitGetStarted();
  expect(await screen.findByRole('heading', { name: 'Thanks, Maya!' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
  expect(openModal).toHaveBeenCalledWith('demo');
  expect(screen.getByRole('button', { name: 'Try for Free' })).toBeInTheDocument();
});
