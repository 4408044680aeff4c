import type { GetStaticProps } from 'next';
import { isPreviewSession } from '@/lib/server/preview';
import { PageBlock } from '@/components/blocks/page-block';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import {
  IntegrationDirectory,
  type IntegrationCardData,
} from '@/components/integrations/integration-directory';
import { Seo } from '@/components/seo';
import { PRODUCT_NAME } from '@/constants/brand';
import { readHubHeader, type HubHeader } from '@/content/hubs';
import { integrationLogo, integrationLogoFile } from '@/lib/content/integration-logos';
import {
  getIntegrations,
  integrationCategories,
  summarizeIntegration,
} from '@/lib/content/integrations';
import { INTEGRATIONS_PATH } from '@/lib/content/integrations-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';

interface IntegrationsPageProps {
  header: HubHeader;
  integrations: IntegrationCardData[];
  categories: { slug: string; name: string; count: number }[];
}

export default function IntegrationsPage({
  header,
  integrations,
  categories,
}: IntegrationsPageProps) {
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Integrations', path: INTEGRATIONS_PATH },
  ];
  return (
    <>
      <Seo
        title="Integrations: connect your CRM, chat, commerce and engineering tools"
        description={`Connect ${PRODUCT_NAME} to Salesforce, HubSpot, Slack, Shopify, Jira, Okta and ${integrations.length - 6} more tools your team already uses.`}
        path={INTEGRATIONS_PATH}
        eyebrow="Integrations"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        intro={<p>{header.intro}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <IntegrationDirectory integrations={integrations} categories={categories} />
        </Inner>
      </Band>
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'Build your own with the open API',
          body: 'Webhooks and a REST API let your developers connect internal systems in an afternoon.',
        }}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps<IntegrationsPageProps> = async ({ previewData }) => {
  // Editors in preview mode see drafts in the directory too (decision 0196).
  const all = await getIntegrations({ includeDrafts: isPreviewSession(previewData) });
  return {
    props: await withGlobalPageProps({
      // The editor's header (decision 0252), counting the integrations the directory shows.
      header: await readHubHeader('integrationsHub', { INTEGRATIONS: String(all.length) }),
      // Only the marks this page draws travel as props; simple-icons stays on the server.
      integrations: all.map((i) => ({
        ...summarizeIntegration(i),
        logo: integrationLogoFile(i.slug, integrationLogo(i)),
      })),
      categories: integrationCategories(all),
    }),
  };
};
