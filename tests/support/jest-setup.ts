import '@testing-library/jest-dom';
import { TEST_CLOCK } from './test-clock';

// Content's date decisions read the site's clock, set to the tests' instant: never today's date.
process.env.SITE_CLOCK = TEST_CLOCK;

// A test that logs an error fails: an unexpected console.error is a bug we would otherwise miss.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});
