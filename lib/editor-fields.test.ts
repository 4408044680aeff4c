import { textList } from './editor-fields';

/** How the editor's list names an item: Keystatic calls itemLabel with the item's preview props. */
const labelOf = (list: ReturnType<typeof textList>, value: string) =>
  list.itemLabel?.({ value } as Parameters<NonNullable<typeof list.itemLabel>>[0]);

describe('a list of texts in the editor', () => {
  const paragraph =
    'Every employee completes security and privacy training when they join and every year after.';

  it('lists a short item (a capability, a step) by its whole text', () => {
    expect(labelOf(textList('What it does', 'Capability', 3), paragraph)).toBe(paragraph);
  });

  it('lists page copy by its opening words', () => {
    const paragraphs = textList('Paragraphs', 'Paragraph', 1, { multiline: true, labelLength: 60 });
    expect(labelOf(paragraphs, paragraph)).toBe(paragraph.slice(0, 60));
  });

  it('asks for at least the minimum number of items, each filled in', () => {
    const list = textList('Setup steps', 'Step', 2);
    expect(list.validation?.length?.min).toBe(2);
    // The text field's own check; it needs no other entry's slug.
    const check = (value: string) =>
      list.element.validate(value, { slugField: undefined as never });
    expect(() => check('')).toThrow('Step must not be empty');
    expect(check('Connect your inbox')).toBe('Connect your inbox');
  });
});
