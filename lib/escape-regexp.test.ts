import { escapeRegExp } from './escape-regexp';

describe('escapeRegExp', () => {
  it("matches a content file's path only as written", () => {
    const file = new RegExp(`^${escapeRegExp('content/pages/entries/home.v2')}\\.yaml$`);
    expect(file.test('content/pages/entries/home.v2.yaml')).toBe(true);
    expect(file.test('content/pages/entries/homexv2.yaml')).toBe(false);
  });

  it("finds a search term with a regular expression's characters as plain text", () => {
    const term = 'c++ (beta)? [x] $5 a|b {1} ^\\/*.';
    expect(`notes on ${term} here`.search(new RegExp(escapeRegExp(term)))).toBe(9);
    expect('notes on cc (beta) x 5 ab 1'.search(new RegExp(escapeRegExp(term)))).toBe(-1);
  });
});
