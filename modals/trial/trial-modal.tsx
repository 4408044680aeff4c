import { PRODUCT_NAME } from '@/constants/brand';
import type { ModalContentProps } from '@/modals/types';

/** The free-trial modal's content (its steps arrive with issue 6). */
export default function TrialModal(_props: ModalContentProps) {
  return <h2 id="modal-title">{`Try ${PRODUCT_NAME} for free`}</h2>;
}
