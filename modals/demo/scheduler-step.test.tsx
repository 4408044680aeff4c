import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { SchedulerConfig } from '@/api-clients/scheduler';
import type { SchedulerPayload } from '@/constants/scheduling';
import { theme } from '@/styles/theme';
import { DEMO_PERSONALISATION_EVENT } from './personalisation';
import { SchedulerStep } from './scheduler-step';

const payload: SchedulerPayload = {
  email: 'ann@acme.example',
  first_name: 'Ann',
  last_name: 'Lee',
  company: 'Acme',
  title: '',
  phone_number: '+12125550100',
  company_size_form: '251',
  industry_self_select: 'Technology',
};

const respond = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

function renderStep(config: SchedulerConfig) {
  const handlers = { onBooked: jest.fn(), onUnavailable: jest.fn(), onSkip: jest.fn() };
  const loadConfig = () => Promise.resolve(config);
  render(
    <ThemeProvider theme={theme}>
      <SchedulerStep
        requestId="request-0001"
        payload={payload}
        loadConfig={loadConfig}
        {...handlers}
      />
    </ThemeProvider>,
  );
  return handlers;
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('the built-in scheduler', () => {
  const first = { start: '2030-01-07T15:00:00.000Z', end: '2030-01-07T15:30:00.000Z' };
  const second = { start: '2030-01-07T16:00:00.000Z', end: '2030-01-07T16:30:00.000Z' };

  it('offers fresh times when the chosen one was just taken', async () => {
    global.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input) === '/api/scheduler/slots'
        ? respond(200, { meetingMinutes: 30, slots: [first, second] })
        : respond(409, {
            error: 'That time was just booked by someone else. Please pick another time.',
            slots: [second],
          }),
    ) as unknown as typeof fetch;
    const handlers = renderStep({ provider: 'builtin' });
    const user = userEvent.setup({ delay: null });
    const radios = await screen.findAllByRole('radio', { name: /AM|PM/ });
    expect(radios).toHaveLength(2);
    await user.click(radios[0]!);
    await user.click(screen.getByRole('button', { name: 'Book meeting' }));
    expect(
      await screen.findByText(
        'That time was just booked by someone else. Please pick another time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: /AM|PM/ })).toHaveLength(1);
    expect(handlers.onBooked).not.toHaveBeenCalled();
  });

  it('asks for a time before booking', async () => {
    global.fetch = jest.fn(() =>
      respond(200, { meetingMinutes: 30, slots: [first] }),
    ) as unknown as typeof fetch;
    renderStep({ provider: 'builtin' });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByRole('radio', { name: /AM|PM/ });
    await user.click(screen.getByRole('button', { name: 'Book meeting' }));
    expect(screen.getByText('Pick a time for the meeting.')).toBeInTheDocument();
  });

  it('runs the personalisation hook once the scheduler has the visitor’s data', async () => {
    global.fetch = jest.fn(() =>
      respond(200, { meetingMinutes: 30, slots: [first] }),
    ) as unknown as typeof fetch;
    const heard = jest.fn();
    window.addEventListener(DEMO_PERSONALISATION_EVENT, heard);
    renderStep({ provider: 'builtin' });
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      companySize: '251',
      industry: 'Technology',
    });
    window.removeEventListener(DEMO_PERSONALISATION_EVENT, heard);
  });

  it('lets the visitor skip to be contacted instead', async () => {
    global.fetch = jest.fn(() =>
      respond(200, { meetingMinutes: 30, slots: [first] }),
    ) as unknown as typeof fetch;
    const handlers = renderStep({ provider: 'builtin' });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: "I'd rather have a product expert contact me" }));
    expect(handlers.onSkip).toHaveBeenCalled();
  });
});

describe('an external scheduler', () => {
  afterEach(() => jest.useRealTimers());

  it("books through Calendly's calendly.event_scheduled message from calendly.com only", async () => {
    const handlers = renderStep({
      provider: 'calendly',
      embedUrl: 'https://calendly.com/switchboard/demo',
    });
    const frame = await screen.findByTitle('Choose a time for your demo');
    expect(frame.getAttribute('src')).toContain('email=ann%40acme.example');
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }));
      });
    post('https://evil.example', { event: 'calendly.event_scheduled' });
    expect(handlers.onBooked).not.toHaveBeenCalled();
    post('https://calendly.com', { event: 'calendly.event_type_viewed' });
    expect(handlers.onBooked).not.toHaveBeenCalled();
    post('https://calendly.com', { event: 'calendly.event_scheduled', payload: {} });
    expect(handlers.onBooked).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'Meeting Booked', provider: 'calendly' }),
    );
  });

  it('gives up after 10 s without a sign of life, so the visitor is never stuck', async () => {
    jest.useFakeTimers();
    const handlers = renderStep({
      provider: 'chilipiper',
      embedUrl: 'https://acme.chilipiper.com/router/demo',
    });
    await act(async () => {
      await Promise.resolve();
    });
    await screen.findByTitle('Choose a time for your demo');
    act(() => jest.advanceTimersByTime(9_999));
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(handlers.onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('falls back when the scheduler configuration cannot be loaded', async () => {
    const handlers = { onBooked: jest.fn(), onUnavailable: jest.fn(), onSkip: jest.fn() };
    render(
      <ThemeProvider theme={theme}>
        <SchedulerStep
          requestId="request-0001"
          payload={payload}
          loadConfig={() => Promise.reject(new Error('down'))}
          {...handlers}
        />
      </ThemeProvider>,
    );
    await waitFor(() => expect(handlers.onUnavailable).toHaveBeenCalled());
  });
});
