import { COMPANY_SIZE_BUCKETS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { EmailField, FieldRow, SelectField, TextField } from '@/components/fields';

/** First and last name side by side. */
export function NameFields() {
  return (
    <FieldRow>
      <TextField
        name={FIELDS.firstname.name}
        label={FIELDS.firstname.label}
        autoComplete="given-name"
      />
      <TextField
        name={FIELDS.lastname.name}
        label={FIELDS.lastname.label}
        autoComplete="family-name"
      />
    </FieldRow>
  );
}

export function WorkEmailField() {
  return <EmailField />;
}

export function CompanyField() {
  return (
    <TextField
      name={FIELDS.company.name}
      label={FIELDS.company.label}
      autoComplete="organization"
    />
  );
}

export function JobTitleField({ required = false }: { required?: boolean }) {
  return (
    <TextField
      name={FIELDS.jobtitle.name}
      label={required ? FIELDS.jobtitle.label : `${FIELDS.jobtitle.label} (optional)`}
      autoComplete="organization-title"
      required={required}
    />
  );
}

export function CompanySizeField() {
  return (
    <SelectField
      name={FIELDS.companySize.name}
      label={FIELDS.companySize.label}
      options={COMPANY_SIZE_BUCKETS}
    />
  );
}
