import {
  interactionAtInp,
  interactionAtInpBesideSelectLists,
  type InteractionEntry,
} from './inp-interaction';

let nextId = 1;
/** One interaction: a pointerdown and a click, or a keydown and a keyup, of these durations. */
const interaction = (name: string, target: string, ...durations: number[]): InteractionEntry[] => {
  const interactionId = nextId++;
  return durations.map((duration, index) => ({
    name: `${name}${index === 0 ? '' : '-up'}`,
    interactionId,
    startTime: interactionId * 1000,
    duration,
    delay: 5,
    processing: 10,
    target,
  }));
};

describe('the interaction a flow’s INP is made of', () => {
  it('is the slowest when the flow has fewer than 50 interactions', () => {
    const entries = [
      ...interaction('pointerdown', 'Request a demo', 240, 32),
      ...interaction('keydown', 'Work email', 40, 16),
      ...interaction('pointerdown', 'Continue', 120),
    ];
    expect(interactionAtInp(entries)).toMatchObject({
      target: 'Request a demo',
      duration: 240,
    });
  });

  it('skips the slowest with 50 or more, counting each interaction once by its longest event', () => {
    const entries = [
      ...interaction('pointerdown', 'Request a demo', 240, 32),
      ...interaction('pointerdown', 'Company size', 88, 120),
      ...Array.from({ length: 48 }, (_, index) =>
        interaction('keydown', 'Work email', 24 + (index % 5), 16),
      ).flat(),
    ];
    // 50 interactions: INP is the second longest, the select's (its click, not its pointerdown).
    expect(interactionAtInp(entries)).toMatchObject({ target: 'Company size', duration: 120 });
  });

  it('never goes past the tenth longest, and is nothing without interactions', () => {
    const entries = Array.from({ length: 600 }, (_, index) =>
      interaction('keydown', `key ${index}`, 1000 - index),
    ).flat();
    expect(interactionAtInp(entries)?.duration).toBe(991);
    expect(interactionAtInp([])).toBeUndefined();
  });
});

describe('the interaction at INP beside the browser’s select lists', () => {
  const onSelect = (entries: InteractionEntry[]) =>
    entries.map((entry) => ({ ...entry, element: 'select' }));

  it('leaves out every press that opened a select’s list, with the rest of its interaction', () => {
    const entries = [
      ...onSelect(interaction('pointerdown', 'Company size', 300, 150)),
      ...interaction('keydown', 'Work email', 60, 16),
      ...interaction('pointerdown', 'Continue', 120),
    ];
    expect(interactionAtInp(entries)).toMatchObject({ target: 'Company size', duration: 300 });
    expect(interactionAtInpBesideSelectLists(entries)).toMatchObject({
      target: 'Continue',
      duration: 120,
    });
  });

  it('keeps a select’s keyboard interactions and presses on other elements', () => {
    const entries = [
      ...onSelect(interaction('keydown', 'Industry', 90)),
      ...interaction('pointerdown', 'Request a demo', 80),
    ];
    expect(interactionAtInpBesideSelectLists(entries)).toMatchObject({
      target: 'Industry',
      duration: 90,
    });
    expect(interactionAtInpBesideSelectLists(onSelect(interaction('pointerdown', 'x', 50)))).toBe(
      undefined,
    );
  });
});
