import styled from 'styled-components';
import type { TimelineBlock as TimelineData } from '@/content/pages/schema';
import { colors, fontSizes } from '@/styles/theme';
import { Container, Section, SectionHeader, SectionHeading } from './layout';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 28px;
  border-left: 2px solid ${colors.violet200};
  li {
    position: relative;
    padding-bottom: 32px;
  }
  li::before {
    content: '';
    position: absolute;
    left: -36px;
    top: 4px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${colors.violet600};
    box-shadow: 0 0 0 4px ${colors.violet100};
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: 4px;
  }
  p {
    margin: 0;
    color: ${colors.ink600};
  }
`;

const Year = styled.p`
  font-weight: 700;
  color: ${colors.violet700} !important;
  margin-bottom: 4px !important;
`;

export function TimelineBlock({ block }: { block: TimelineData }) {
  return (
    <Section $tone="tint">
      <Container $narrow>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
        </SectionHeader>
        <List>
          {block.items.map((item) => (
            <li key={item.year + item.title}>
              <Year>{item.year}</Year>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </List>
      </Container>
    </Section>
  );
}
