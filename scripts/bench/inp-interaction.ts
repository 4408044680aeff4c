/** One Event Timing entry of an interaction, as the flow runner collects it in the page. */
export interface InteractionEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  delay: number;
  processing: number;
  target: string;
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
