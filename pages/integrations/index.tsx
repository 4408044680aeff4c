import type { GetStaticProps } from 'next';
import { isPreviewSession } from '@/lib/server/preview';
import { PageBlock } from '@/components/blocks/page-block';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import {
  IntegrationDirectory,
  type IntegrationCardData,
} from '@/components/integrations/integration-directory';
import { Seo } from '@/components/seo';
import { namesLeftOut, readHub, type HubCopy } from '@/content/hubs';
import { integrationLogo, integrationLogoFile } from '@/lib/content/integration-logos';
import {
  getIntegrations,
  integrationCategories,
  summarizeIntegration,
} from '@/lib/content/integrations';
import { INTEGRATIONS_PATH } from '@/lib/content/integrations-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';

interface IntegrationsPageProps {
  copy: HubCopy<'integrationsHub'>;
  integrations: IntegrationCardData[];
  categories: { slug: string; name: string; count: number }[];
}

export default function IntegrationsPage({
  copy,
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
        title={copy.seo.title}
        description={copy.seo.description}
        path={INTEGRATIONS_PATH}
        eyebrow="Integrations"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <IntegrationDirectory integrations={integrations} categories={categories} />
        </Inner>
      </Band>
      <PageBlock block={{ type: 'ctaBand', ...copy.closing }} />
    </>
  );
}

export const getStaticProps: GetStaticProps<IntegrationsPageProps> = async ({ previewData }) => {
  // Editors in preview mode see drafts in the directory too (decision 0196).
  const all = await getIntegrations({ includeDrafts: isPreviewSession(previewData) });
  return {
    props: await withGlobalPageProps({
      // The editor's words (decisions 0252, 0254), counting the integrations the directory shows.
      copy: await readHub('integrationsHub', {
        INTEGRATIONS: String(all.length),
        OTHER_INTEGRATIONS: namesLeftOut(all.map((integration) => integration.name)),
      }),
      // Only the marks this page draws travel as props; simple-icons stays on the server.
      integrations: all.map((i) => ({
        ...summarizeIntegration(i),
        logo: integrationLogoFile(i.slug, integrationLogo(i)),
      })),
      categories: integrationCategories(all),
    }),
  };
};
