import * as yup from 'yup';
import { fieldRules } from '../field-rules';

export const blogSubscribeSchema = yup.object({
  ...fieldRules.email(),
  ...fieldRules.marketingOptOut(),
});
