import { useField } from 'formik';
import styled from 'styled-components';
import { HONEYPOT_FIELD } from '@/constants/forms';

/**
 * A field people never see (off-screen, hidden from assistive technology, skipped by Tab) that
 * form-filling bots complete. The forms host accepts such a submission and drops it.
 */
export function HoneypotField() {
  const [field] = useField<string>(HONEYPOT_FIELD);
  return (
    <Trap aria-hidden="true">
      <label>
        Leave this field empty
        <input {...field} value={field.value ?? ''} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
