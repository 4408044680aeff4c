export { ModalProvider, useModal, preloadModal } from './modal-context';
export { useOpenModalOnArrival } from './use-open-modal-on-arrival';
