/** One Event Timing entry of an interaction, as the flow runner collects it in the page. */
export interface InteractionEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  delay: number;
  processing: number;
  target: string;
  /** The target's tag name, lower case ('select', 'input'...). */
  element?: string;
}

/**
 * The interaction a flow's INP is made of, chosen as Lighthouse chooses it
 * (core/computed/metrics/responsiveness.js): each interaction counts with its longest event, and
 * INP is the one at rank min(9, floor(n / 50)) from the longest. With 50 or more interactions (a
 * typed email is one per key) that is not the slowest, so naming the slowest misled the report.
 */
export function interactionAtInp(
  entries: readonly InteractionEntry[],
): InteractionEntry | undefined {
  const longest = new Map<number, InteractionEntry>();
  for (const entry of entries) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const ranked = [...longest.values()].sort((a, b) => b.duration - a.duration);
  return ranked[Math.min(9, Math.floor(ranked.length / 50))];
}

/**
 * Whether an entry is a press on a select, which opens its list. Chromium on Linux (and on
 * Windows) builds that list as a popup page of its own in the renderer's main thread during the
 * press (session 21 of docs/performance.md), the same on the floor. (Event Timing gives a
 * mousedown no interaction, so the pointerdown stands for the press.)
 */
const opensSelectList = (entry: InteractionEntry) =>
  entry.element === 'select' && entry.name === 'pointerdown';

/**
 * The interaction at INP once every press on a select is left out with the rest of its
 * interaction. What the site's own code did in those presses goes with them, so this is a lower
 * bound on what it costs a visitor; the target is still judged on INP itself.
 */
export function interactionAtInpBesideSelectLists(
  entries: readonly InteractionEntry[],
): InteractionEntry | undefined {
  const openings = new Set(entries.filter(opensSelectList).map((entry) => entry.interactionId));
  return interactionAtInp(entries.filter((entry) => !openings.has(entry.interactionId)));
}
