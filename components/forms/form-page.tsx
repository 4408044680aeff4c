import type { ReactNode } from 'react';
import { Seo } from '@/components/seo';
import { PATHS } from '@/constants/links';
import type { FormPageCopy } from '@/content/form-pages';
import { FormPageLayout, InfoGrid, InfoSection } from './form-page-layout';

/** A whole page around one form, from its copy: SEO, hero with the form, and its steps. */
export function FormPage({ copy, form }: { copy: FormPageCopy; form: ReactNode }) {
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.description}
        path={copy.path}
        eyebrow={copy.eyebrow}
        breadcrumbs={[
          { name: 'Home', path: PATHS.home },
          { name: copy.seoTitle, path: copy.path },
        ]}
      />
      <FormPageLayout
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        points={copy.points}
        formTitle={copy.formTitle}
        form={form}
      >
        <InfoSection aria-labelledby="how-it-works">
          <div>
            <h2 id="how-it-works">{copy.stepsTitle}</h2>
            <InfoGrid>
              {copy.steps.map((step, index) => (
                <div key={step.title}>
                  <h3>{`${index + 1}. ${step.title}`}</h3>
                  <p>{step.text}</p>
                </div>
              ))}
            </InfoGrid>
          </div>
        </InfoSection>
      </FormPageLayout>
    </>
  );
}
