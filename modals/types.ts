/**
 * The contract between the modal context (components/modal-context, owned by the shell) and each
 * modal's content (modals/<kind>/). The context renders the accessible dialog frame (focus trap,
 * Escape, focus return, inert background, animation) and lazily loads the content component, which
 * receives these props and renders the modal's steps inside the frame.
 */
export type ModalKind = 'getStarted' | 'trial' | 'demo' | 'subscribe' | 'productTour';

export interface ModalContentProps {
  /** Closes the modal (the frame also closes on Escape and on its close button). */
  onClose: () => void;
  /** The get-started flow name the modal was opened with, if any. */
  flow?: string;
}

/**
 * The one shape of a modal's step machine (docs/decisions/0130): a pure reducer from the state and
 * what just happened to the next state. The state holds `step` (what the modal renders) and the facts
 * later transitions depend on; an event is `{ type: 'what-happened', ...its facts }`, named in
 * kebab-case and the past tense. An event that does not belong to the current step returns the very
 * same state, so a late or repeated event never moves the visitor. Each modal keeps its machine in
 * `<modal>-steps.ts` with `initial<Modal>State(...)` and `next<Modal>State`, unit-tested beside
 * it, and runs it with React's useReducer.
 */
export type StepMachine<State extends { step: unknown }, Event extends { type: string }> = (
  state: State,
  event: Event,
) => State;
