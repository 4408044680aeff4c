import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { COMPANY_SIZE_BUCKETS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { theme } from '@/styles/theme';
import { EmailField, MarketingForm, SelectField, TextField } from '.';
import { blogSubscribeSchema } from '@/lib/validation/forms/blog-subscribe';
import { getStartedSchema } from '@/lib/validation/forms/get-started';
import { PhoneField } from './phone-field';

const initialValues = {
  email: '',
  firstname: '',
  lastname: '',
  company: '',
  company_size__new_: '',
  business_need_self_declared: 'Manage shared email in one place',
  phone: '',
};

function renderForm(onSuccess = jest.fn(), validateOnBlur = true) {
  render(
    <ThemeProvider theme={theme}>
      <MarketingForm
        formId={FORM_IDS.getStarted}
        validationSchema={getStartedSchema}
        initialValues={initialValues}
        submitLabel="Get started"
        validateOnBlur={validateOnBlur}
        onSuccess={onSuccess}
      >
        <EmailField />
        <TextField name="firstname" label={FIELDS.firstname.label} />
        <TextField name="lastname" label={FIELDS.lastname.label} />
        <TextField name="company" label={FIELDS.company.label} />
        <SelectField
          name="company_size__new_"
          label={FIELDS.companySize.label}
          options={COMPANY_SIZE_BUCKETS}
        />
        <PhoneField required={false} />
      </MarketingForm>
    </ThemeProvider>,
  );
  return onSuccess;
}

type Answer = { status?: number; body: unknown };
/** jsdom has no fetch Response: answer with the part of it the client reads. */
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;
function stubFetch(submitAnswer: Answer) {
  const calls: { url: string; body?: string }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body as string | undefined });
    if (url.startsWith('/api/email-check')) return reply({ sendToHubspot: true });
    return reply(submitAnswer.body, submitAnswer.status);
  }) as typeof fetch;
  return calls;
}

/** Server markup put in the page and hydrated, as the page does; removed after each test. */
const hydrated: { root: Root; container: HTMLElement }[] = [];
function serverMarkup(tree: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  return container;
}
async function hydrate(container: HTMLElement, tree: ReactElement) {
  await act(async () => {
    hydrated.push({ root: hydrateRoot(container, tree), container });
  });
}
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

it("validates on blur: 'Work email is required' and 'Invalid work email'", async () => {
  renderForm();
  const email = screen.getByLabelText('Work email');
  await userEvent.click(email);
  await userEvent.tab();
  expect(await screen.findByText('Work email is required')).toBeInTheDocument();
  await userEvent.type(email, 'jane@');
  await userEvent.tab();
  expect(await screen.findByText('Invalid work email')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
});

it('does not validate on blur when turned off', async () => {
  renderForm(jest.fn(), false);
  await userEvent.click(screen.getByLabelText('Work email'));
  await userEvent.tab();
  expect(screen.queryByText('Work email is required')).not.toBeInTheDocument();
});

it("shows a disabled 'Select one' placeholder in selects", () => {
  renderForm();
  const placeholder = screen.getByRole('option', { name: 'Select one' });
  expect(placeholder).toBeDisabled();
  expect(screen.getByLabelText('Company size')).toHaveValue('');
});

it('prefills from stored user data', async () => {
  window.localStorage.setItem(
    USER_DATA_STORAGE_KEY,
    JSON.stringify({
      enrichedFromHubspot: true,
      email: 'jane@acme-logistics.com',
      firstname: 'Jane',
    }),
  );
  renderForm();
  await waitFor(() =>
    expect(screen.getByLabelText('Work email')).toHaveValue('jane@acme-logistics.com'),
  );
  expect(screen.getByLabelText('First name')).toHaveValue('Jane');
});

it('offers a country search in the phone field', async () => {
  renderForm();
  await userEvent.click(
    screen.getByRole('button', { name: /Phone number country: United States/ }),
  );
  const search = screen.getByPlaceholderText('Search for your country');
  await userEvent.type(search, 'fran');
  await userEvent.click(screen.getByRole('button', { name: /France/ }));
  expect(screen.getByRole('button', { name: /Phone number country: France/ })).toBeInTheDocument();
});

it('submits, stores user data, and shows a server field error on its field', async () => {
  const calls = stubFetch({
    status: 400,
    body: {
      status: 'error',
      message: 'The request is not valid',
      errors: [{ message: "Error in 'fields.company'. Company contains invalid characters" }],
    },
  });
  const onSuccess = renderForm();
  await userEvent.type(screen.getByLabelText('Work email'), 'jane@acme-logistics.com');
  await userEvent.type(screen.getByLabelText('First name'), 'Jane');
  await userEvent.type(screen.getByLabelText('Last name'), 'Doe');
  await userEvent.type(screen.getByLabelText('Company'), 'Acme');
  await userEvent.selectOptions(screen.getByLabelText('Company size'), '51');
  await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
  expect(await screen.findByText('Company contains invalid characters')).toBeInTheDocument();
  expect(onSuccess).not.toHaveBeenCalled();
  const submit = calls.find((call) => call.url.startsWith('/api/forms/'));
  const body = JSON.parse(submit?.body ?? '{}') as { fields: { name: string; value: string }[] };
  expect(body.fields).toContainEqual({
    objectTypeId: '0-1',
    name: 'company_size__new_',
    value: '51',
  });

  stubFetch({ body: { inlineMessage: 'Thanks!' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(JSON.parse(window.localStorage.getItem(USER_DATA_STORAGE_KEY) ?? '{}')).toMatchObject({
    email: 'jane@acme-logistics.com',
    firstname: 'Jane',
  });
});

it('keeps what the visitor typed over the prefill, and sends a submit pressed before the form was live (decision 0150)', async () => {
  window.localStorage.setItem(
    USER_DATA_STORAGE_KEY,
    JSON.stringify({ enrichedFromHubspot: true, email: 'stored@acme-logistics.com' }),
  );
  const calls = stubFetch({ body: { inlineMessage: 'Thanks' } });
  const onSuccess = jest.fn();
  const form = () => (
    <ThemeProvider theme={theme}>
      <MarketingForm
        formId={FORM_IDS.blogSubscribeFooter}
        validationSchema={blogSubscribeSchema}
        initialValues={{ email: '' }}
        submitLabel="Subscribe"
        onSuccess={onSuccess}
      >
        <EmailField />
      </MarketingForm>
    </ThemeProvider>
  );
  const container = serverMarkup(form());
  // Before the app: the visitor typed in the server's markup and pressed Enter; the chunk loader
  // held the submit (public/scripts/chunk-bootstrap.js).
  (container.querySelector('input[name="email"]') as HTMLInputElement).value =
    'early@northwind-freight.com';
  window.__switchboardHeldSubmit = container.querySelector('form');
  await hydrate(container, form());
  await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  expect(onSuccess.mock.calls[0]?.[1]).toMatchObject({ email: 'early@northwind-freight.com' });
  expect(calls.some((call) => call.body?.includes('early@northwind-freight.com'))).toBe(true);
  expect(window.__switchboardHeldSubmit).toBeNull();
});

it('leaves the field the visitor is in when the form comes alive, and prefills the others', async () => {
  window.localStorage.setItem(
    USER_DATA_STORAGE_KEY,
    JSON.stringify({ email: 'stored@acme-logistics.com', firstname: 'Jane' }),
  );
  const form = () => (
    <ThemeProvider theme={theme}>
      <MarketingForm
        formId={FORM_IDS.blogSubscribeFooter}
        validationSchema={blogSubscribeSchema}
        initialValues={{ email: '', firstname: '' }}
        submitLabel="Subscribe"
      >
        <EmailField />
        <TextField name="firstname" label={FIELDS.firstname.label} />
      </MarketingForm>
    </ThemeProvider>
  );
  const container = serverMarkup(form());
  // The visitor clicked into the email field just before its code arrived (a part that comes
  // alive as they scroll to it): the stored email must not appear in front of what they type.
  (container.querySelector('input[name="email"]') as HTMLInputElement).focus();
  await hydrate(container, form());
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Jane'));
  const field = screen.getByLabelText('Work email');
  expect(field).toHaveValue('');
  await userEvent.type(field, 'footer@northwind-freight.com');
  expect(field).toHaveValue('footer@northwind-freight.com');
});

it('keeps the phone field’s sorted country list while the visitor types in another field', async () => {
  renderForm();
  const user = userEvent.setup();
  // react-phone-number-input sorts its ~245 country names with localeCompare when its order prop
  // is a new array: it did that on every keystroke anywhere in the form (issue 19 item 4).
  const compare = jest.spyOn(String.prototype, 'localeCompare');
  try {
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(compare).not.toHaveBeenCalled();
  } finally {
    compare.mockRestore();
  }
});
