export { ModalProvider, useModal } from './modal-context';
export { useOpenModalOnArrival } from './use-open-modal-on-arrival';
