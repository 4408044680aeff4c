import type { ModalContentProps } from '@/modals/types';

/** The request-a-demo modal's content (its steps arrive with issue 5). */
export default function DemoModal(_props: ModalContentProps) {
  return <h2 id="modal-title">Get a personalized demo</h2>;
}
