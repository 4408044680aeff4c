import { useReducer } from 'react';
import styled from 'styled-components';
import { AnchorButton, Button } from '@/components/button/button';
import { FormSuccess } from '@/components/forms/form-success';
import { GetStartedForm, type GetStartedSent } from '@/components/forms/get-started-form';
import { useModal } from '@/components/modal-context';
import { CTA_LABELS, PRODUCT_NAME } from '@/constants/brand';
import { EXTERNAL_LINKS } from '@/constants/links';
import type { ModalContentProps } from '@/modals/types';
import { initialGetStartedState, nextGetStartedState } from './get-started-steps';

/**
 * The get-started modal: a short form (flow name sent as content_name), then what the email check
 * decided (docs/decisions/0031): a sign-in link for existing customers, a hand-over to the demo or
 * trial modal (prefilled from the details just given), or the thank-you with both ways in.
 */
export default function GetStartedModal({ flow }: ModalContentProps) {
  const { openModal } = useModal();
  const [state, dispatch] = useReducer(nextGetStartedState, undefined, initialGetStartedState);
  const onSent = (sent: GetStartedSent) => {
    const next = nextGetStartedState(state, { type: 'form-sent', ...sent });
    dispatch({ type: 'form-sent', ...sent });
    // The other modal reads the details just saved to 'user-data', so the visitor goes on typing.
    if (next.step === 'thank-you' && next.handOver) openModal(next.handOver);
  };
  const firstName = state.step === 'form' ? '' : state.firstName;
  return (
    <Content>
      <h2 id="modal-title">{`Get started with ${PRODUCT_NAME}`}</h2>
      <Intro>Tell us about your team and we will point you to the fastest way in.</Intro>
      {state.step === 'form' ? (
        <GetStartedForm flow={flow} onSent={onSent} />
      ) : state.step === 'sign-in' ? (
        <FormSuccess title={`Welcome back, ${firstName || 'friend'}!`}>
          <p>
            {`You already have a ${PRODUCT_NAME} account, so there is nothing new to sign up for. Sign in with your work email to pick up where your team left off.`}
          </p>
          <Actions>
            <AnchorButton href={EXTERNAL_LINKS.appSignIn} $kind="primary">
              {`Sign in to ${PRODUCT_NAME}`}
            </AnchorButton>
            <AnchorButton href={EXTERNAL_LINKS.helpCentre} $kind="secondary">
              Visit the help centre
            </AnchorButton>
          </Actions>
        </FormSuccess>
      ) : (
        <FormSuccess title={`Thanks, ${firstName || 'friend'}!`}>
          <p>
            A product specialist will be in touch within one business day with a plan for your team.
          </p>
          <Actions>
            <Button type="button" $kind="primary" onClick={() => openModal('trial')}>
              {CTA_LABELS.trial}
            </Button>
            <Button type="button" $kind="secondary" onClick={() => openModal('demo')}>
              {CTA_LABELS.demo}
            </Button>
          </Actions>
        </FormSuccess>
      )}
    </Content>
  );
}

const Content = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.ink600};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
