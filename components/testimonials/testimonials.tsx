import styled from 'styled-components';
import type { Testimonial } from '@/lib/content/social-proof-browser';
import { colors, fontSizes, mq, radii, shadows } from '@/styles/theme';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One customer quote with its author, role and company. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card>
      <Mark aria-hidden="true">“</Mark>
      <Quote>
        <p>{testimonial.text}</p>
      </Quote>
      <Caption>
        <Avatar aria-hidden="true">{initials(testimonial.author)}</Avatar>
        <span>
          <Author>{testimonial.author}</Author>
          <Role>
            {testimonial.role}, {testimonial.company}
          </Role>
        </span>
      </Caption>
    </Card>
  );
}

interface TestimonialsProps {
  heading?: string;
  /** One industry's quotes, or a sample across industries (lib/content/social-proof.ts picks). */
  quotes: readonly Testimonial[];
}

/** A grid of testimonials, for one industry or a sample across industries. */
export function Testimonials({ heading, quotes }: TestimonialsProps) {
  return (
    <Section as={heading ? undefined : 'div'}>
      {heading && <Heading>{heading}</Heading>}
      <Grid>
        {quotes.map((quote) => (
          <li key={`${quote.author}-${quote.company}`}>
            <TestimonialCard testimonial={quote} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 64px var(--page-padding);
`;

const Heading = styled.h2`
  margin: 0 0 32px;
  text-align: center;
  font-size: ${fontSizes['3xl']};
  ${mq('desktop')} {
    font-size: ${fontSizes['4xl']};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('desktop')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
`;

const Card = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  margin: 0;
  padding: 32px 28px 28px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

const Mark = styled.span`
  position: absolute;
  top: 4px;
  left: 24px;
  font-family: Georgia, serif;
  font-size: 72px;
  line-height: 1;
  color: ${colors.violet200};
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0 0 24px;
  p {
    margin: 0;
    font-size: ${fontSizes.lg};
    line-height: 1.55;
    color: ${colors.ink900};
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${colors.violet500}, ${colors.violet700});
  color: ${colors.white};
  font-weight: 700;
  font-size: ${fontSizes.sm};
`;

const Author = styled.span`
  display: block;
  font-weight: 700;
`;

const Role = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  color: ${colors.ink600};
`;
