import { useField, useFormikContext } from 'formik';
import { useId } from 'react';

/**
 * formik's field plus what every control needs: a stable id and the error to show. An error shows
 * once the field was touched (blur or a submit attempt marks it).
 */
export function useFieldState<V>(name: string, explicitId?: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const generated = useId();
  const id = explicitId ?? `field-${name}-${generated.replace(/:/g, '')}`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  return { field, meta, helpers, id, error };
}
