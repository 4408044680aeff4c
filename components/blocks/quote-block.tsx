import styled from 'styled-components';
import type { QuoteBlock as QuoteData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Container, Section } from './layout';

const Figure = styled.figure`
  margin: 0;
  text-align: center;
`;

const Text = styled.blockquote`
  margin: 0 0 24px;
  font-size: ${fontSizes['2xl']};
  line-height: 1.4;
  font-weight: 600;
  color: ${colors.ink900};
  ${mq('desktop')} {
    font-size: ${fontSizes['3xl']};
  }
  &::before {
    content: '“';
    display: block;
    font-size: 4rem;
    line-height: 1;
    color: ${colors.violet400};
  }
`;

const Caption = styled.figcaption`
  color: ${colors.ink600};
  strong {
    display: block;
    color: ${colors.ink900};
  }
`;

export function QuoteBlock({ block }: { block: QuoteData }) {
  return (
    <Section as="div" $tone="tint">
      <Container $narrow>
        <Figure>
          <Text>
            <p>{block.text}</p>
          </Text>
          <Caption>
            <strong>{block.author}</strong>
            {block.role}, {block.company}
          </Caption>
        </Figure>
      </Container>
    </Section>
  );
}
