import styled from 'styled-components';
import { Button } from '@/components/button/button';
import { GetStartedForm } from '@/components/forms/get-started-form';
import { useModal } from '@/components/modal-context';
import { PRODUCT_NAME } from '@/constants/brand';
import type { ModalContentProps } from '@/modals/types';

/**
 * The get-started modal: a short form (flow name sent as content_name), then the two ways to
 * continue: a free trial or a demo.
 */
export default function GetStartedModal({ flow }: ModalContentProps) {
  const { openModal } = useModal();
  return (
    <Content>
      <h2 id="modal-title">{`Get started with ${PRODUCT_NAME}`}</h2>
      <Intro>Tell us about your team and we will point you to the fastest way in.</Intro>
      <GetStartedForm
        flow={flow}
        renderNextSteps={() => (
          <Actions>
            <Button type="button" $kind="primary" onClick={() => openModal('trial')}>
              Try for Free
            </Button>
            <Button type="button" $kind="secondary" onClick={() => openModal('demo')}>
              Request a Demo
            </Button>
          </Actions>
        )}
      />
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
