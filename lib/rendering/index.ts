/**
 * The rendering layer's one surface for component authors (decision 0150): a part of a page whose
 * code is not needed for its first paint is an `<Island when="near | interaction">`; a
 * part that must respond at once is imported directly. Everything here that bends Next or React
 * (the document head, the chunk loader, early input, the HTML stream, the build step, the early
 * answers' headers) is listed in decision 0150 and checked by ./upgrade-guard.test.ts.
 */
export { Island, useWaitingToComeNear, type PartLoader } from './island';
export { StyleRegion } from './style-regions';
export { useHtmlInMarkup } from './markup-once';
