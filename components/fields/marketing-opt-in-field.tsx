import { useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import { FIELDS } from '@/constants/form-fields';
import { useGdpr } from '@/lib/consent/use-gdpr';
import { CheckboxLabel, FieldGroup } from './field-styles';

/**
 * Spec section 4: in the GDPR (opt-in) region an unchecked box asks for marketing consent, so
 * opt-out stays true until the visitor ticks it; elsewhere no box is shown and the form's own
 * default applies. The formik value is the opt-out flag itself.
 */
export function MarketingOptInField({
  name = FIELDS.marketingOptOut.name,
  label = FIELDS.marketingOptOut.label,
}: {
  name?: string;
  label?: string;
}) {
  const gdpr = useGdpr();
  const [field, , helpers] = useField<boolean>(name);
  const id = `opt-in-${useId().replace(/:/g, '')}`;
  // Whether the visitor ticked or unticked the box: not formik's `touched`, which a refused submit
  // sets on every field, box shown or not.
  const [answered, setAnswered] = useState(false);
  // The model arrives after the first render (from /api/geoip): start opted out once it is GDPR.
  const { setValue } = helpers;
  useEffect(() => {
    if (gdpr && !answered) void setValue(true, false);
  }, [gdpr, answered, setValue]);
  if (!gdpr) return null;
  return (
    <FieldGroup>
      <CheckboxLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={field.value === false}
          onChange={(event) => {
            setAnswered(true);
            void helpers.setTouched(true, false);
            void helpers.setValue(!event.target.checked, false);
          }}
        />
        <span>{label}</span>
      </CheckboxLabel>
    </FieldGroup>
  );
}
