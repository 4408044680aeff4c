import styled from 'styled-components';
import { MODAL_TITLE_ID } from '@/components/dialog/dialog';
import { LoadFailed } from '@/components/dialog/load-failed';
import { colors, fontSizes } from '@/styles/theme';

/**
 * What a modal shows while code it needs is on its way (its first step, or its later steps,
 * modals/use-later-steps.ts), and when that code did not come: the dialog's title says which.
 */
export function ModalLoading() {
  return (
    <Loading role="status">
      <span id={MODAL_TITLE_ID} className="visually-hidden">
        Loading…
      </span>
      <Spinner aria-hidden="true" />
    </Loading>
  );
}

/** The modal's code did not come (offline, a dropped connection): say so, and offer to ask again. */
export function ModalLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Loading role="status">
      <LoadFailed
        textId={MODAL_TITLE_ID}
        onRetry={(event) => {
          // The button leaves with the retry: focus stays in the dialog, where Escape and Tab work.
          event.currentTarget
            .closest<HTMLElement>('[role="dialog"]')
            ?.focus({ preventScroll: true });
          onRetry();
        }}
      />
    </Loading>
  );
}

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 240px;
  padding: 24px;
  text-align: center;
  p {
    margin: 0;
    color: ${colors.ink700};
    font-size: ${fontSizes.lg};
  }
`;

const Spinner = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${colors.violet100};
  border-top-color: ${colors.violet500};
  animation: modal-spin 800ms linear infinite;
  @keyframes modal-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
