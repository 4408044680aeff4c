import { useEffect, useRef } from 'react';
import type { ModalKind } from '@/modals/types';
import { useModal } from './modal-context';

/**
 * Opens a modal once when a page is reached (/request-demo, /signup). Only once: openModal's identity
 * changes with the router, and reopening would remount the modal and wipe what the visitor typed.
 */
export function useOpenModalOnArrival(kind: ModalKind): void {
  const { openModal } = useModal();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openModal(kind);
  }, [openModal, kind]);
}
