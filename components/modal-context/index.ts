export { ModalProvider, useModal, MODAL_LABELS } from './modal-context';
export type { ModalContextValue, OpenModalOptions } from './modal-context';
export { registerPageApi, openPrivacyChoices, type SwitchboardPageApi } from './window-api';
export { useOpenModalOnArrival } from './use-open-modal-on-arrival';
