import { signupBackendOr404 } from '@/lib/server/signup/handlers';

// Every other /api/1 path goes to the external signup backend when SIGNUP_API_URL is set.
export const config = { api: { bodyParser: false } };

export default signupBackendOr404;
