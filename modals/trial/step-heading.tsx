import { useEffect, useRef } from 'react';
import { MODAL_TITLE_ID } from '@/components/dialog/dialog';
import { StepHeader } from './trial-styles';

/**
 * The step's title (the dialog is labelled by it) and subheading. On every step after the first,
 * focus moves to the title so screen-reader users hear that the step changed.
 */
export function StepHeading({
  title,
  subtitle,
  takeFocus = false,
}: {
  title: string;
  subtitle?: string;
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <StepHeader>
      <h2 id={MODAL_TITLE_ID} ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {subtitle ? <p>{subtitle}</p> : null}
    </StepHeader>
  );
}
