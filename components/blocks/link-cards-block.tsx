import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import type { LinkCardsBlock as LinkCardsData } from '@/content/pages/schema';
import { colors, fontSizes, mq, radii, shadows } from '@/styles/theme';
import { Icon } from './icons';
import { Container, IconBadge, Lead, Section, SectionHeader, SectionHeading } from './layout';

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
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/* The whole card is one link, so the title is the accessible name and the card is one tab stop. */
const CardLink = styled(Link)`
  display: block;
  height: 100%;
  padding: 28px;
  border-radius: ${radii.lg};
  border: 1px solid ${colors.ink200};
  background: ${colors.white};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow 150ms ease,
    border-color 150ms ease,
    transform 150ms ease;
  &:hover {
    color: inherit;
    border-color: ${colors.violet200};
    box-shadow: ${shadows.card};
    transform: translateY(-2px);
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: 8px;
  }
  p {
    margin: 0;
    color: ${colors.ink600};
  }
`;

export function LinkCardsBlock({ block }: { block: LinkCardsData }) {
  return (
    <Section $tone="tint">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        <Grid>
          {block.items.map((item) => (
            <li key={item.href}>
              <CardLink href={item.href}>
                <IconBadge>
                  <Icon name={item.icon} />
                </IconBadge>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </CardLink>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
