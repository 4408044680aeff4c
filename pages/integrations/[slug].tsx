import { PageBlock } from '@/components/blocks/page-block';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { IntegrationLogo } from '@/components/integrations/integration-logo';
import { Seo } from '@/components/seo';
import { PRODUCT_NAME } from '@/constants/brand';
import {
  categoryName,
  getIntegration,
  getIntegrations,
  type Integration,
} from '@/lib/content/integrations';
import { integrationPath, INTEGRATIONS_PATH } from '@/lib/content/integrations-browser';
import { integrationLogo, type IntegrationLogo as LogoData } from '@/lib/content/integration-logos';
import { getPricing } from '@/lib/content/pricing';
import { entryPages } from '@/lib/server/content/entry-pages';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

interface IntegrationPageProps {
  integration: Integration;
  categoryLabel: string;
  planNames: string[];
  logo: LogoData;
}

export default function IntegrationPage({
  integration,
  categoryLabel,
  planNames,
  logo,
}: IntegrationPageProps) {
  const path = integrationPath(integration.slug);
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Integrations', path: INTEGRATIONS_PATH },
    { name: integration.name, path },
  ];
  return (
    <>
      <Seo
        title={`${integration.name} integration`}
        description={`${integration.tagline} ${integration.description}`}
        path={path}
        eyebrow="Integration"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={categoryLabel}
        title={`${PRODUCT_NAME} + ${integration.name}`}
        intro={<p>{integration.tagline}</p>}
        breadcrumbs={breadcrumbs}
      >
        <HeaderMark>
          <IntegrationLogo logo={logo} size={56} />
        </HeaderMark>
      </PageHeader>
      <Band>
        <Inner>
          <Columns>
            <div>
              <h2>What it does</h2>
              <p>{integration.description}</p>
              <h3>Capabilities</h3>
              <ul>
                {integration.capabilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h2>Set it up</h2>
              <ol>
                {integration.setup.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <Facts aria-label="Integration details">
              <dl>
                <dt>Category</dt>
                <dd>{categoryLabel}</dd>
                <dt>Built and supported by</dt>
                <dd>
                  {integration.builtBy === 'Partner'
                    ? `${integration.name} or a partner`
                    : PRODUCT_NAME}
                </dd>
                <dt>Available on</dt>
                <dd>{planNames.join(', ')}</dd>
                <dt>Vendor site</dt>
                <dd>
                  <a href={integration.vendorUrl} rel="noopener noreferrer">
                    {new URL(integration.vendorUrl).hostname.replace(/^www\./, '')}
                  </a>
                </dd>
              </dl>
              <Link href={INTEGRATIONS_PATH}>← All integrations</Link>
            </Facts>
          </Columns>
          <Trademark>
            {integration.name} is a trademark of its owner. This page describes how {PRODUCT_NAME}{' '}
            connects to it.
          </Trademark>
        </Inner>
      </Band>
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: `Try ${PRODUCT_NAME} with ${integration.name}`,
          body: 'Connect it during your free trial: setup takes a few minutes.',
        }}
      />
    </>
  );
}

// An integration an editor adds after the build is generated on its first request (decision 0168).
const integrations = entryPages<IntegrationPageProps>({
  entries: getIntegrations,
  props: async (slug, options) => {
    const integration = await getIntegration(slug, options);
    if (!integration) return undefined;
    const plans = (await getPricing()).plans;
    return {
      integration,
      categoryLabel: categoryName(integration.category),
      planNames: plans.filter((p) => integration.plans.includes(p.slug)).map((p) => p.name),
      logo: integrationLogo(integration),
    };
  },
});

export const getStaticPaths = integrations.getStaticPaths;
export const getStaticProps = integrations.getStaticProps;

const HeaderMark = styled.div`
  margin-top: 20px;
`;

const Columns = styled.div`
  display: grid;
  gap: 40px;
  ${mq('desktop')} {
    grid-template-columns: 1fr 320px;
  }
  h2 {
    font-size: ${fontSizes['2xl']};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  p,
  li {
    color: ${colors.ink700};
    font-size: ${fontSizes.lg};
  }
  ol,
  ul {
    margin-bottom: 32px;
  }
`;

const Facts = styled.aside`
  align-self: start;
  padding: 24px;
  border-radius: ${radii.lg};
  background: ${colors.violet50};
  dl {
    margin: 0 0 20px;
  }
  dt {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.ink600};
  }
  dd {
    margin: 0 0 14px;
  }
`;

const Trademark = styled.p`
  margin-top: 32px;
  font-size: ${fontSizes.sm};
  color: ${colors.ink500};
`;
