import styled from 'styled-components';
import { colors, fontSizes, radii } from '@/styles/theme';

/** Marks a draft (a post, a story): drafts only render in preview mode, so only editors see this. */
export const DraftBadge = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: ${radii.pill};
  background: ${colors.amber600};
  color: ${colors.white};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
