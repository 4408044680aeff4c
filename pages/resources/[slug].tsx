import { SiteLink as Link } from '@/components/site-link/site-link';
import { Seo } from '@/components/seo';
import { ResourceDownloadForm } from '@/components/forms/resource-download-form';
import { FormPageLayout } from '@/components/forms/form-page-layout';
import { PATHS } from '@/constants/links';
import { getResource, getResources, type Resource } from '@/lib/content/resources';
import { entryPages } from '@/lib/server/content/entry-pages';

interface Props {
  resource: Resource;
}

/** A gated resource: the details form unlocks the download. */
export default function ResourcePage({ resource }: Props) {
  const path = `${PATHS.resources}/${resource.slug}`;
  return (
    <>
      <Seo
        title={resource.title}
        description={resource.summary}
        path={path}
        eyebrow={resource.kind}
        breadcrumbs={[
          { name: 'Home', path: PATHS.home },
          { name: 'Resources', path: PATHS.resources },
          { name: resource.title, path },
        ]}
      />
      <FormPageLayout
        eyebrow={`Free ${resource.kind.toLowerCase()}`}
        title={resource.title}
        lead={resource.summary}
        points={resource.takeaways}
        formTitle="Get your free copy"
        form={
          <ResourceDownloadForm
            resource={{
              id: resource.id,
              title: resource.title,
              file: resource.file,
              fileLabel: resource.fileLabel,
            }}
          />
        }
      >
        <p style={{ textAlign: 'center', padding: '0 var(--page-padding) 48px' }}>
          <Link href={PATHS.resources}>Browse all resources</Link>
        </p>
      </FormPageLayout>
    </>
  );
}

// A resource an editor adds after the build is generated on its first request (decision 0168).
const resources = entryPages<Props>({
  entries: getResources,
  props: async (slug, options) => {
    const resource = await getResource(slug, options);
    return resource && { resource };
  },
});

export const getStaticPaths = resources.getStaticPaths;
export const getStaticProps = resources.getStaticProps;
