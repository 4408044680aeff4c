import styled from 'styled-components';
import { colors, radii } from '@/styles/theme';

/** A short badge next to a menu title, e.g. 'New' (desktop items, drawers, mobile menu). */
export const Tag = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${radii.pill};
  background: ${colors.violet100};
  color: ${colors.violet700};
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.5;
`;
