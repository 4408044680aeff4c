import { useField, useFormikContext, type FieldInputProps } from 'formik';
import { createElement, memo, useCallback, useId, type ComponentType } from 'react';

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

/** What a field's view shows of formik's state: plain values and handlers that keep their identity. */
export interface FieldSlice<V> {
  id: string;
  value: V;
  error: string | undefined;
  onChange: FieldInputProps<V>['onChange'];
  onBlur: FieldInputProps<V>['onBlur'];
  setValue: (value: V) => void;
}

/**
 * A field whose view renders again only when its own slice (value, error, id) or its props change.
 * formik renders every field of a form on each change; without this, a keystroke in one field
 * re-rendered every control of the step with its styled-components classes and the phone input
 * (issue 19 item 4, decision 0213). formik's handlers keep their identity across renders, so the
 * memoised view sees equal props for every field the visitor is not typing in.
 */
export function connectField<V, P extends { name: string; id?: string }>(
  View: ComponentType<P & FieldSlice<V>>,
): ComponentType<P> {
  const MemoView = memo(View) as unknown as ComponentType<P & FieldSlice<V>>;
  function ConnectedField(props: P) {
    const { field, id, error } = useFieldState<V>(props.name, props.id);
    const { setFieldValue } = useFormikContext();
    // helpers.setValue is a new function on every render; setFieldValue keeps its identity.
    const setValue = useCallback(
      (value: V) => void setFieldValue(props.name, value),
      [setFieldValue, props.name],
    );
    return createElement(MemoView, {
      ...props,
      id,
      value: field.value,
      error,
      onChange: field.onChange,
      onBlur: field.onBlur,
      setValue,
    });
  }
  ConnectedField.displayName = `Field(${View.displayName ?? View.name})`;
  return ConnectedField;
}
