import { format, parseISO } from 'date-fns';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { legalDocumentPath } from '@/constants/legal';
import type { LegalIndexBlock as LegalIndexData } from '@/content/pages/schema';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { Container, Section, SectionHeader, SectionHeading } from './layout';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${mq('desktop')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    border: 1px solid ${colors.ink200};
    border-radius: ${radii.lg};
    padding: 24px;
    background: ${colors.white};
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: 8px;
  }
  p {
    color: ${colors.ink600};
  }
`;

const Updated = styled.p`
  font-size: ${fontSizes.sm};
  margin: 0;
`;

export function LegalIndexBlock({ block }: { block: LegalIndexData }) {
  return (
    <Section $tone="plain">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
        </SectionHeader>
        <Grid>
          {(block.documents ?? []).map((doc) => (
            <li key={doc.slug}>
              <h3>
                <Link href={legalDocumentPath(doc.slug)}>{doc.title}</Link>
              </h3>
              <p>{doc.summary}</p>
              <Updated>
                Last updated{' '}
                <time dateTime={doc.lastUpdated}>
                  {format(parseISO(doc.lastUpdated), 'MMMM d, yyyy')}
                </time>
              </Updated>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
