import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button/button';
import { useModal } from '@/components/modal-context';
import { PRODUCT_NAME } from '@/constants/brand';
import type { ModalContentProps } from '@/modals/types';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { TourIllustrationArt } from './tour-illustrations';
import { initialTourState, nextTourState, TOUR_SLIDES } from './tour-steps';

/**
 * A short, keyboard-usable walkthrough of the product: Back/Next buttons, the Left and Right arrow
 * keys, and one button per step. The last step offers the trial and the demo.
 */
export default function ProductTourModal({ onClose }: ModalContentProps) {
  const { openModal } = useModal();
  const [{ step }, dispatch] = useReducer(nextTourState, undefined, initialTourState);
  const total = TOUR_SLIDES.length;
  const slide = TOUR_SLIDES[step] ?? TOUR_SLIDES[0]!;
  const isLast = step === total - 1;

  const tourRef = useRef<HTMLDivElement>(null);

  // Arrow keys anywhere in the dialog (focus often rests on the dialog frame itself) move the tour.
  useEffect(() => {
    const dialog = tourRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      if (event.key === 'ArrowRight') dispatch({ type: 'went-forward' });
      if (event.key === 'ArrowLeft') dispatch({ type: 'went-back' });
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Tour ref={tourRef}>
      <Header>
        <h2 id="modal-title">{`A quick tour of ${PRODUCT_NAME}`}</h2>
        <Progress aria-live="polite">
          Step {step + 1} of {total}
        </Progress>
      </Header>
      <Slide aria-roledescription="slide" aria-label={`${step + 1} of ${total}: ${slide.title}`}>
        <Art>
          <TourIllustrationArt name={slide.illustration} label={slide.illustrationLabel} />
        </Art>
        <Text>
          <Eyebrow>{slide.eyebrow}</Eyebrow>
          <h3>{slide.title}</h3>
          <p>{slide.text}</p>
          <Points>
            {slide.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
          {isLast && (
            <Ctas>
              <Button type="button" $kind="primary" onClick={() => openModal('trial')}>
                Try for free
              </Button>
              <Button type="button" $kind="secondary" onClick={() => openModal('demo')}>
                Request a demo
              </Button>
            </Ctas>
          )}
        </Text>
      </Slide>
      <Controls>
        <Button
          type="button"
          $kind="secondary"
          // aria-disabled, not disabled: a disabled button would drop the focus out of the dialog.
          aria-disabled={step === 0}
          onClick={() => dispatch({ type: 'went-back' })}
        >
          Back
        </Button>
        <Dots aria-label="Tour steps">
          {TOUR_SLIDES.map((s, index) => (
            <li key={s.id}>
              <Dot
                type="button"
                aria-label={`Step ${index + 1}: ${s.eyebrow}`}
                aria-current={index === step ? 'step' : undefined}
                onClick={() => dispatch({ type: 'step-chosen', step: index })}
              />
            </li>
          ))}
        </Dots>
        <Button
          type="button"
          $kind="primary"
          onClick={() => (isLast ? onClose() : dispatch({ type: 'went-forward' }))}
        >
          {isLast ? 'Finish' : 'Next'}
        </Button>
      </Controls>
    </Tour>
  );
}

const Tour = styled.div`
  display: grid;
  gap: 24px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  padding-right: 40px;
  h2 {
    margin: 0;
    font-size: ${fontSizes['2xl']};
  }
`;

const Progress = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.ink500};
`;

const Slide = styled.section`
  display: grid;
  gap: 24px;
  align-items: center;
  ${mq('tablet')} {
    grid-template-columns: 1.1fr 1fr;
    gap: 32px;
  }
`;

const Art = styled.div`
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.lg};
  }
`;

const Text = styled.div`
  h3 {
    margin: 0 0 12px;
    font-size: ${fontSizes['2xl']};
  }
  p {
    margin: 0 0 16px;
    color: ${colors.ink600};
  }
`;

const Eyebrow = styled.p`
  && {
    margin: 0 0 8px;
    font-size: ${fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.violet600};
  }
`;

const Points = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 26px;
    font-weight: 550;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.35em;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background:
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4.5 8.2l2.2 2.2 4.8-5' fill='none' stroke='white' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
        center / 16px no-repeat,
      ${colors.violet500};
  }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 24px;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding-top: 20px;
  border-top: 1px solid ${colors.ink200};
  button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
    transform: none;
  }
`;

const Dots = styled.ol`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${colors.ink300};
    transition:
      background-color 150ms ease,
      transform 150ms ease;
  }
  &:hover::before {
    background: ${colors.violet400};
  }
  &[aria-current='step']::before {
    background: ${colors.violet600};
    transform: scale(1.3);
  }
`;
