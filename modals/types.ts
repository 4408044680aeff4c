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
