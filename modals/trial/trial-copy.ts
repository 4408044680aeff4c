import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { VERIFICATION_CODE_TTL_MINUTES } from '@/constants/timings';

/** Every heading, subheading and button of the trial modal (spec section 2), word for word. */
export const TRIAL_COPY = {
  details: {
    heading: `Try ${PRODUCT_NAME} for free`,
    subheading: 'Help us tailor the trial experience to your needs.',
    overrideHeading: 'Create your free account',
    overrideSubheading: `Sign up for a ${TRIAL_LENGTH_DAYS}-day free trial, no credit card required.`,
    submit: 'Continue',
    submitting: 'Submitting...',
  },
  customized: {
    heading: 'We offer a customized trial experience for teams of your size.',
    text: 'A specialist will be in touch shortly.',
    tour: 'Take a tour',
    tourLead: 'Until then, see the product for yourself:',
  },
  account: {
    heading: `${TRIAL_LENGTH_DAYS}-days free, no credit card required`,
    affiliateHeading: `Develop on ${PRODUCT_NAME}`,
    subheading: "You're one step closer to delivering exceptional service at scale.",
    passwordLabel: 'Password',
    checklistLabel: 'Your password needs',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    next: 'Next',
    submitting: 'Submitting...',
  },
  code: {
    heading: "You're almost there!",
    subheading: `We sent a six-digit code to your email. It will expire in ${VERIFICATION_CODE_TTL_MINUTES} minutes. Keep this window open while checking your code.`,
    codeLabel: 'Six-digit code',
    sentTo: (email: string) => `Sent to ${email}`,
    detailsLegend: 'Confirm your details',
    submit: 'Create my account',
    submitting: 'Creating your account...',
    noCode: "Didn't get the code?",
    resend: 'Resend code',
    resending: 'Sending...',
    resent: (email: string) => `We sent a new code to ${email}.`,
    changeEmail: 'Use a different email',
  },
  checkingEmail: 'Checking this email…',
  /** Beside 'An account already exists with that email': the app's sign-in (the nav's label). */
  signIn: 'Sign in',
  welcome: {
    line: (firstName: string) => `Welcome to ${PRODUCT_NAME}, ${firstName}!`,
    preparing: 'Setting up your account…',
  },
} as const;
