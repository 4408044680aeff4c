import styled from 'styled-components';
import { BlogSubscribeForm } from '@/components/forms/blog-subscribe-form';
import { PRODUCT_NAME } from '@/constants/brand';
import { FORM_IDS } from '@/constants/forms';
import type { ModalContentProps } from '@/modals/types';

/** The blog-subscribe modal: one email field for the newsletter. */
export default function SubscribeModal(_props: ModalContentProps) {
  return (
    <Content>
      <h2 id="modal-title">{`Subscribe to the ${PRODUCT_NAME} blog`}</h2>
      <Intro>
        Practical ideas on customer service, support operations and team collaboration, every other
        week. Unsubscribe with one click.
      </Intro>
      <BlogSubscribeForm formId={FORM_IDS.blogSubscribeModal} />
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
