import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { CONSENT_NOTICE } from '@/constants/form-fields';
import { PATHS } from '@/constants/links';

/** Submitting means accepting the Terms and the Privacy Notice (spec section 5). */
export function ConsentNotice() {
  return (
    <Notice>
      {CONSENT_NOTICE.lead}
      <Link href={PATHS.terms}>{CONSENT_NOTICE.terms}</Link>
      {CONSENT_NOTICE.joiner}
      <Link href={PATHS.privacyNotice}>{CONSENT_NOTICE.privacy}</Link>
      {CONSENT_NOTICE.end}
    </Notice>
  );
}

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.ink600};
  a {
    color: ${({ theme }) => theme.colors.violet700};
  }
`;
