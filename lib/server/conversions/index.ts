import '@/lib/server/only-on-server';
import * as yup from 'yup';

export { sendMetaConversion, buildMetaPayload } from './meta';
export { sendLinkedInConversion, buildLinkedInPayload } from './linkedin';
export { listConversions } from './store';
export { hashNormalised, sha256Hex } from './hash';

export class InvalidConversionError extends Error {}

/** Validates a conversion body with the schema the browser helper is typed by. */
export function parseConversion<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): yup.InferType<S> {
  try {
    return schema.validateSync(body, { abortEarly: true, stripUnknown: false }) as yup.InferType<S>;
  } catch (error) {
    throw new InvalidConversionError(
      error instanceof yup.ValidationError ? error.message : 'Invalid conversion',
    );
  }
}
