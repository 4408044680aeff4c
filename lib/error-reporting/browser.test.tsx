import Bugsnag from '@bugsnag/js';
import BugsnagPluginReact from '@bugsnag/plugin-react';
import {
  browserErrorReportingReady,
  notifyError,
  startBrowserErrorReporting,
  warnUnhandledSubmitError,
} from './browser';

jest.mock('@bugsnag/js', () => ({
  __esModule: true,
  default: { start: jest.fn(), notify: jest.fn() },
}));

const start = Bugsnag.start as jest.Mock;
const notify = Bugsnag.notify as jest.Mock;

describe('startBrowserErrorReporting', () => {
  beforeEach(() => start.mockClear());

  it('does not start (nor load Bugsnag) in the local and test stages, even with a key', async () => {
    expect(startBrowserErrorReporting('local', 'key')).toBe(false);
    expect(startBrowserErrorReporting('test', 'key')).toBe(false);
    notifyError(new Error('ignored outside the reporting stages'));
    await browserErrorReportingReady();
    expect(start).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('raises the missing-key error in production before starting anything', () => {
    expect(() => startBrowserErrorReporting('production', undefined)).toThrow(
      'Bugsnag application ID is missing',
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('starts in preview with the stage, sends errors raised while Bugsnag loads, and drops events from known bots', async () => {
    expect(startBrowserErrorReporting('preview', 'key-123')).toBe(true);
    // Bugsnag arrives on demand: an error caught before it has loaded waits for it.
    notifyError(new Error('pricing table exploded'), 'React render', '\n    at PricingTable');
    await browserErrorReportingReady();
    expect(start).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]?.[0]).toEqual(new Error('pricing table exploded'));
    const metadata: Record<string, unknown> = {};
    const event = {
      context: '',
      severity: 'error',
      addMetadata: (section: string, values: unknown) => (metadata[section] = values),
    };
    (notify.mock.calls[0]?.[1] as (e: typeof event) => void)(event);
    expect(event).toMatchObject({ context: 'React render', severity: 'error' });
    // The component stack goes where the React plugin's own boundary puts it.
    expect(metadata).toEqual({ react: { componentStack: '\n    at PricingTable' } });

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnUnhandledSubmitError('socket hang up', 'blog-subscribe-footer');
    expect(notify).toHaveBeenCalledTimes(2);
    const warning = { context: '', severity: 'error', addMetadata: jest.fn() };
    (notify.mock.calls[1]?.[1] as (e: typeof warning) => void)(warning);
    expect(warning).toMatchObject({
      context: 'submitForm blog-subscribe-footer',
      severity: 'warning',
    });
    expect(warning.addMetadata).not.toHaveBeenCalled();

    const options = start.mock.calls[0]?.[0] as {
      apiKey: string;
      releaseStage: string;
      enabledReleaseStages: string[];
      onError: () => boolean;
      plugins: unknown[];
    };
    expect(options.plugins).toEqual([expect.any(BugsnagPluginReact)]);
    expect(options).toMatchObject({
      apiKey: 'key-123',
      releaseStage: 'preview',
      enabledReleaseStages: ['production', 'preview'],
    });
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get');
    agent.mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(options.onError()).toBe(false);
    agent.mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    );
    expect(options.onError()).toBe(true);
  });
});
