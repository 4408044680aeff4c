import { pageBlocks } from './keystatic';

/** A link field's own check, as the editor runs it on save (no slug is in play). */
type TextField = { validate: (value: string, context: { slugField: never }) => string };
const check = (field: TextField) => (value: string) =>
  field.validate(value, { slugField: undefined as never });

const blocks = pageBlocks.element.values;
const optionalCardLink = check(blocks.featureGrid.fields.items.element.fields.href);
const requiredCardLink = check(blocks.linkCards.fields.items.element.fields.href);

describe('a card link in the editor', () => {
  it('refuses an address the page would refuse, with the message of the other links', () => {
    const message = 'Start with / (a page of this site), https:// or mailto:';
    expect(() => requiredCardLink('www.example.com')).toThrow(message);
    expect(() => optionalCardLink('www.example.com')).toThrow(message);
    expect(() => optionalCardLink('http://example.com')).toThrow(message);
  });

  it('takes a path, an https address or a mailto link, or nothing in a feature card', () => {
    for (const value of ['/pricing', 'https://status.switchboard.example/', 'mailto:a@b.example'])
      expect(optionalCardLink(value)).toBe(value);
    expect(optionalCardLink('')).toBe('');
    expect(() => requiredCardLink('')).toThrow('Link address must not be empty');
  });
});
