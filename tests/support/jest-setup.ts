import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@testing-library/jest-dom';
import { TEST_CLOCK } from './test-clock';

// Content's date decisions read the site's clock, set to the tests' instant: never today's date.
process.env.SITE_CLOCK = TEST_CLOCK;

// Each test file gets a data folder of its own, never the checkout's data/: outside production a
// secret or password generated there (a `make start` leaves them) opens what a test expects shut.
const testDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-data-'));
process.env.DATA_DIR = testDataDir;
afterAll(() => fs.rmSync(testDataDir, { recursive: true, force: true }));

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
