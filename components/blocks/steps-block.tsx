import styled from 'styled-components';
import type { StepsBlock as StepsData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Container, Lead, Section, SectionHeader, SectionHeading } from './layout';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  counter-reset: step;
  ${mq('desktop')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding-top: 56px;
  &::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    background: ${colors.violet600};
    color: ${colors.white};
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: 8px;
  }
  p {
    color: ${colors.ink600};
    margin: 0;
  }
`;

export function StepsBlock({ block }: { block: StepsData }) {
  return (
    <Section $tone="tint">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        <List>
          {block.steps.map((step) => (
            <Step key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </Step>
          ))}
        </List>
      </Container>
    </Section>
  );
}
