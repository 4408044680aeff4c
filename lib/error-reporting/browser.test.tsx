import Bugsnag from '@bugsnag/js';
import { startBrowserErrorReporting } from './browser';

jest.mock('@bugsnag/js', () => ({
  __esModule: true,
  default: { start: jest.fn(), notify: jest.fn() },
}));

const start = Bugsnag.start as jest.Mock;

describe('startBrowserErrorReporting', () => {
  beforeEach(() => start.mockClear());

  it('does not start in the local and test stages, even with a key', () => {
    expect(startBrowserErrorReporting('local', 'key')).toBe(false);
    expect(startBrowserErrorReporting('test', 'key')).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('raises the missing-key error in production before starting anything', () => {
    expect(() => startBrowserErrorReporting('production', undefined)).toThrow(
      'Bugsnag application ID is missing',
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('starts in preview with the stage and drops events from known bots', () => {
    expect(startBrowserErrorReporting('preview', 'key-123')).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    const options = start.mock.calls[0]?.[0] as {
      apiKey: string;
      releaseStage: string;
      enabledReleaseStages: string[];
      onError: () => boolean;
    };
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
