import styled from 'styled-components';
import { SOCIAL_PROOF } from '@/constants/brand';
import type { StatItem, StatsBlock as StatsData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Container, Section, SectionHeader, SectionHeading } from './layout';

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq('desktop')} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

/* The figure comes after its label in the markup (dt, dd) but shows above it; column-reverse
   flips the axis, so flex-end pins both to the top of the row. */
const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  text-align: center;
`;

const Figure = styled.dd`
  margin: 0 0 4px;
  font-size: ${fontSizes['4xl']};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${colors.white};
  ${mq('desktop')} {
    font-size: ${fontSizes['5xl']};
  }
`;

const Label = styled.dt`
  color: ${colors.violet200};
`;

const Footnote = styled.p`
  margin: 32px 0 0;
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.violet200};
`;

/** Social-proof figures come from SOCIAL_PROOF (constants/brand.ts), the one source of spec section 1. */
export function statFigure(item: StatItem): string {
  return 'proof' in item ? SOCIAL_PROOF[item.proof] : item.value;
}

export function StatsBlock({ block }: { block: StatsData }) {
  return (
    <Section as={block.heading ? undefined : 'div'} $tone="dark" $tight>
      <Container>
        {block.heading && (
          <SectionHeader $center>
            <SectionHeading>{block.heading}</SectionHeading>
          </SectionHeader>
        )}
        <List>
          {block.items.map((item) => (
            <Item key={item.label}>
              <Label>{item.label}</Label>
              <Figure>{statFigure(item)}</Figure>
            </Item>
          ))}
        </List>
        {block.footnote && <Footnote>{block.footnote}</Footnote>}
      </Container>
    </Section>
  );
}
