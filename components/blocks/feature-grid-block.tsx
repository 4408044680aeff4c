import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import type { FeatureGridBlock as FeatureGridData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Icon } from './icons';
import {
  Card,
  Container,
  Eyebrow,
  IconBadge,
  Lead,
  Section,
  SectionHeader,
  SectionHeading,
} from './layout';

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq('desktop')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: 24px;
  }
`;

const ItemTitle = styled.h3`
  font-size: ${fontSizes.xl};
  margin-bottom: 8px;
`;

const ItemBody = styled.p`
  color: ${colors.ink600};
  margin: 0;
`;

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  font-weight: 600;
`;

export function FeatureGridBlock({ block }: { block: FeatureGridData }) {
  return (
    <Section $tone="plain">
      <Container>
        <SectionHeader $center>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        <Grid $columns={block.columns ?? 3}>
          {block.items.map((item) => (
            <Card as="li" key={item.title}>
              <IconBadge>
                <Icon name={item.icon} />
              </IconBadge>
              <ItemTitle>{item.title}</ItemTitle>
              <ItemBody>{item.body}</ItemBody>
              {item.href && (
                <MoreLink href={item.href}>
                  Learn more<span className="visually-hidden"> about {item.title}</span>
                </MoreLink>
              )}
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
