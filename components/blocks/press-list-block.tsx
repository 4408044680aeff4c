import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import type { PressListBlock as PressListData } from '@/content/pages/schema';
import { PRESS_CONTACT_EMAIL } from '@/constants/press';
import { colors, fontSizes, radii } from '@/styles/theme';
import { Container, Section, SectionHeader, SectionHeading } from './layout';

const Article = styled.article`
  border-bottom: 1px solid ${colors.ink200};
  padding: 32px 0;
  h3 {
    font-size: ${fontSizes['2xl']};
    margin-bottom: 12px;
  }
  p {
    color: ${colors.ink700};
  }
`;

const Kind = styled.span`
  display: inline-block;
  margin-right: 12px;
  padding: 2px 10px;
  border-radius: ${radii.pill};
  background: ${colors.violet100};
  color: ${colors.violet800};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Dateline = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.ink600} !important;
  margin-bottom: 8px;
`;

const Contact = styled.p`
  margin-top: 32px;
  font-weight: 600;
`;

export function PressListBlock({ block }: { block: PressListData }) {
  return (
    <Section $tone="plain">
      <Container $narrow>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
        </SectionHeader>
        {(block.items ?? []).map((item) => (
          <Article key={item.slug} id={item.slug} aria-labelledby={`${item.slug}-title`}>
            <Dateline>
              <Kind>{item.kind}</Kind>
              <time dateTime={item.date}>{format(parseISO(item.date), 'MMMM d, yyyy')}</time>
            </Dateline>
            <h3 id={`${item.slug}-title`}>{item.title}</h3>
            {item.paragraphs.map((paragraph, index) => (
              <p key={paragraph}>
                {index === 0 && <strong>{item.dateline}: </strong>}
                {paragraph}
              </p>
            ))}
          </Article>
        ))}
        <Contact>
          Media enquiries: <a href={`mailto:${PRESS_CONTACT_EMAIL}`}>{PRESS_CONTACT_EMAIL}</a>
        </Contact>
      </Container>
    </Section>
  );
}
