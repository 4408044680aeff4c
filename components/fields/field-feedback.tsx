import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, HintText, WarningText } from './field-styles';

/** Ids that tie a control to its error, warning and hint (aria-describedby). */
export function feedbackIds(id: string) {
  return { error: `${id}-error`, warning: `${id}-warning`, hint: `${id}-hint` };
}

export function describedBy(
  id: string,
  { error, warning, hint }: { error?: string; warning?: string; hint?: string },
): string | undefined {
  const ids = feedbackIds(id);
  const parts = [error && ids.error, !error && warning && ids.warning, hint && ids.hint].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * The message lines under a control; the error wins over a warning. `errorAction` (a link) sits on
 * the error's line, after it and outside the announced message, so the message stays word for word.
 */
export function FieldFeedback({
  id,
  error,
  warning,
  hint,
  errorAction,
}: {
  id: string;
  error?: string;
  warning?: string;
  hint?: string;
  errorAction?: ReactNode;
}) {
  const ids = feedbackIds(id);
  const errorText = error ? (
    <ErrorText id={ids.error} role="alert">
      {error}
    </ErrorText>
  ) : null;
  return (
    <>
      {hint ? <HintText id={ids.hint}>{hint}</HintText> : null}
      {error ? (
        errorAction ? (
          <ErrorLine>
            {errorText}
            {errorAction}
          </ErrorLine>
        ) : (
          errorText
        )
      ) : warning ? (
        <WarningText id={ids.warning}>{warning}</WarningText>
      ) : null}
    </>
  );
}

const ErrorLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
`;
