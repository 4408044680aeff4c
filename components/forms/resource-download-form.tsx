import { useState } from 'react';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { MarketingForm, MarketingOptInField } from '@/components/fields';
import {
  CompanyField,
  CompanySizeField,
  JobTitleField,
  NameFields,
  WorkEmailField,
} from './common-fields';
import { FormSuccess } from './form-success';
import { resourceDownloadSchema } from '@/lib/validation/forms/resource-download';

export interface GatedResource {
  id: string;
  title: string;
  /** The file the form unlocks, under /public. */
  file: string;
  fileLabel: string;
}

const initialValues = {
  [FIELDS.email.name]: '',
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.jobtitle.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

/** A gated resource: the visitor's details unlock the download link (resource_id, content_name). */
export function ResourceDownloadForm({
  resource,
  formId = FORM_IDS.resourceDownload,
}: {
  resource: GatedResource;
  formId?: typeof FORM_IDS.resourceDownload | typeof FORM_IDS.supportReportDownload;
}) {
  const [unlocked, setUnlocked] = useState(false);
  if (unlocked) {
    return (
      <FormSuccess title="Your download is ready">
        <p>Thanks! The link below stays on this page for as long as you keep it open.</p>
        <p>
          <a href={resource.file} download>
            {`Download ${resource.title} (${resource.fileLabel})`}
          </a>
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={resourceDownloadSchema}
      formId={formId}
      initialValues={initialValues}
      hiddenValues={{
        [HIDDEN_FIELDS.resourceId]: resource.id,
        [HIDDEN_FIELDS.contentName]: resource.title,
      }}
      submitLabel="Get the download"
      aria-label={`Download ${resource.title}`}
      onSuccess={() => setUnlocked(true)}
    >
      <WorkEmailField />
      <NameFields />
      <CompanyField />
      <CompanySizeField />
      <JobTitleField />
      <MarketingOptInField />
    </MarketingForm>
  );
}
