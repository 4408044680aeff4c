import { FIELDS } from '@/constants/form-fields';
import type { SchedulerPayload, SchedulerProvider } from '@/constants/scheduling';

/** The demo form's values, keyed by the marketing field names (constants/form-fields.ts). */
export type DemoFormValues = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/** The scheduler payload of spec section 3 from the demo form (title empty when missing). */
export function schedulerPayload(values: DemoFormValues): SchedulerPayload {
  return {
    email: text(values[FIELDS.email.name]),
    first_name: text(values[FIELDS.firstname.name]),
    last_name: text(values[FIELDS.lastname.name]),
    company: text(values[FIELDS.company.name]),
    title: text(values[FIELDS.jobtitle.name]),
    phone_number: text(values[FIELDS.phone.name]),
    company_size_form: text(values[FIELDS.companySize.name]),
    industry_self_select: text(values[FIELDS.industry.name]),
  };
}

/**
 * The external scheduler's page, prefilled with the visitor's answers in each provider's own
 * parameters, so nobody types their details twice.
 */
export function schedulerEmbedUrl(
  provider: Exclude<SchedulerProvider, 'builtin'>,
  embedUrl: string,
  payload: SchedulerPayload,
  siteHost: string,
): string {
  const url = new URL(embedUrl);
  const name = `${payload.first_name} ${payload.last_name}`.trim();
  const set = (key: string, value: string) => {
    if (value) url.searchParams.set(key, value);
  };
  switch (provider) {
    case 'chilipiper':
      // Chili Piper routers read the lead's form fields by name: the payload as it is.
      for (const [key, value] of Object.entries(payload)) set(key, value);
      break;
    case 'calendly':
      set('name', name);
      set('email', payload.email);
      set('embed_domain', siteHost);
      set('embed_type', 'Inline');
      break;
    case 'calcom':
      set('name', name);
      set('email', payload.email);
      set('embed', 'demo');
      for (const [key, value] of Object.entries(payload)) set(`metadata[${key}]`, value);
      break;
  }
  return url.toString();
}
