import { sendValidationEmailHandler } from '@/lib/server/signup/handlers';

// The body stays unparsed so that proxy mode (SIGNUP_API_URL) can forward it byte for byte.
export const config = { api: { bodyParser: false } };

export default sendValidationEmailHandler();
