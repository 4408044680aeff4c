import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import styled from 'styled-components';
import { ButtonLink } from '@/components/button/button';
import type { PageShellOptions } from '@/components/page-shell/shell-options';
import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { EXTERNAL_LINKS, PATHS } from '@/constants/links';
import { SIGN_IN_LINK_TTL_MINUTES } from '@/constants/timings';
import { withGlobalPageProps } from '@/lib/content/page-props';
import type { WelcomeState } from '@/lib/server/signup/first-login';
import { colors, fontSizes, mq, radii, shadows, space } from '@/styles/theme';

interface WelcomePageProps {
  state: WelcomeState;
  shell: PageShellOptions;
}

/** Whoever reaches this page has just signed up: no 'Try for free' here. */
const WELCOME_SHELL: PageShellOptions = { trialStarted: true };

const trialEndDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const REFUSALS: Record<
  Exclude<WelcomeState['kind'], 'welcome'>,
  { title: string; text: string }
> = {
  'link-used': {
    title: 'This sign-in link has already been used',
    text: `For your security, each sign-in link works only once. Sign in to ${PRODUCT_NAME} with your email and password to continue.`,
  },
  'link-expired': {
    title: 'This sign-in link has expired',
    text: `Sign-in links work for ${SIGN_IN_LINK_TTL_MINUTES} minutes. Sign in to ${PRODUCT_NAME} with your email and password to continue.`,
  },
  'link-invalid': {
    title: 'This sign-in link is not valid',
    text: `Check that you opened the whole link, or sign in to ${PRODUCT_NAME} with your email and password.`,
  },
  'signed-out': {
    title: `Sign in to ${PRODUCT_NAME}`,
    text: 'Your session has ended. Sign in with your email and password to pick up where you left off.',
  },
};

/** The page first_login_url opens after a trial signup (issue 6). */
export default function WelcomePage({ state }: WelcomePageProps) {
  const heading =
    state.kind === 'welcome'
      ? `Welcome to ${PRODUCT_NAME}, ${state.firstName}`
      : REFUSALS[state.kind].title;
  return (
    <>
      <Head>
        <title>{`${heading} | ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Section>
        <Card>
          <h1>{heading}</h1>
          {state.kind === 'welcome' ? (
            <>
              <Lead>
                {`Your ${TRIAL_LENGTH_DAYS}-day free trial for ${state.company} is ready. It runs until `}
                <time dateTime={state.trialEndsAt}>{trialEndDate(state.trialEndsAt)}</time>
                {', no credit card required.'}
              </Lead>
              <ButtonLink href={EXTERNAL_LINKS.appHome} $kind="primary" $size="lg">
                {`Open ${PRODUCT_NAME}`}
              </ButtonLink>
            </>
          ) : (
            <>
              <Lead>{REFUSALS[state.kind].text}</Lead>
              <ButtonLink href={EXTERNAL_LINKS.appSignIn} $kind="primary" $size="lg">
                Sign in
              </ButtonLink>
            </>
          )}
        </Card>
      </Section>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<WelcomePageProps> = async ({
  req,
  res,
  query,
}) => {
  // Server-only modules are loaded here so that they never reach the browser bundle.
  const { getDb } = await import('@/lib/server/db');
  const { openFirstLoginLink, welcomeStateFor } = await import('@/lib/server/signup/first-login');
  res.setHeader('Cache-Control', 'private, no-store');
  const now = Date.now();
  const token = typeof query.token === 'string' ? query.token : undefined;
  if (token !== undefined) {
    const outcome = await openFirstLoginLink(getDb(), token, now);
    if (outcome.kind === 'signed-in') {
      res.setHeader('Set-Cookie', outcome.setCookie);
      // Drop the spent token from the address bar and history: a reload shows the welcome.
      return { redirect: { destination: PATHS.welcome, permanent: false } };
    }
    res.statusCode = outcome.status;
    return { props: await withGlobalPageProps({ state: outcome.state, shell: WELCOME_SHELL }) };
  }
  const state = await welcomeStateFor(getDb(), req, now);
  if (state.kind === 'signed-out') res.statusCode = 401;
  return { props: await withGlobalPageProps({ state, shell: WELCOME_SHELL }) };
};

const Section = styled.section`
  display: flex;
  justify-content: center;
  padding: ${space[16]} ${space[6]};
  background: ${colors.violet50};
  ${mq('tablet')} {
    padding: ${space[24]} ${space[16]};
  }
`;

const Card = styled.div`
  max-width: 640px;
  padding: ${space[10]} ${space[8]};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  text-align: center;
  h1 {
    margin: 0 0 ${space[4]};
    color: ${colors.ink900};
    font-size: ${fontSizes['3xl']};
    line-height: 1.2;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${space[8]};
  color: ${colors.ink700};
  font-size: ${fontSizes.lg};
  line-height: 1.5;
`;
