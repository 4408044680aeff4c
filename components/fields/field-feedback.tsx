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

/** The message lines under a control; the error wins over a warning. */
export function FieldFeedback({
  id,
  error,
  warning,
  hint,
}: {
  id: string;
  error?: string;
  warning?: string;
  hint?: string;
}) {
  const ids = feedbackIds(id);
  return (
    <>
      {hint ? <HintText id={ids.hint}>{hint}</HintText> : null}
      {error ? (
        <ErrorText id={ids.error} role="alert">
          {error}
        </ErrorText>
      ) : warning ? (
        <WarningText id={ids.warning}>{warning}</WarningText>
      ) : null}
    </>
  );
}
