import styled from 'styled-components';
import type { DownloadOptionsBlock as DownloadOptionsData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Card, Container, Section, SectionHeader, SectionHeading } from './layout';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq('desktop')} {
    grid-template-columns: repeat(${'auto-fit'}, minmax(220px, 1fr));
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: 4px;
  }
  p {
    color: ${colors.ink600};
    font-size: ${fontSizes.sm};
  }
  a {
    font-weight: 600;
  }
`;

export function DownloadOptionsBlock({ block }: { block: DownloadOptionsData }) {
  return (
    <Section $tone="plain">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
        </SectionHeader>
        <Grid>
          {block.items.map((item) => (
            <Card as="li" key={item.platform}>
              <h3>{item.platform}</h3>
              <p>{item.requirement}</p>
              <a href={item.href}>{item.label}</a>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
