import styled from 'styled-components';
import type { RichTextBlock as RichTextData } from '@/content/pages/schema';
import { colors } from '@/styles/theme';
import { Container, Eyebrow, Section, SectionHeading } from './layout';

const Body = styled.div`
  p {
    font-size: 1.0625rem;
    color: ${colors.ink700};
  }
`;

export function RichTextBlock({ block }: { block: RichTextData }) {
  return (
    <Section $tone="plain">
      <Container $narrow>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <SectionHeading>{block.heading}</SectionHeading>
        <Body>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Body>
      </Container>
    </Section>
  );
}
