// The trial's steps after the details, one chunk fetched after step 1 shows (modals/use-later-steps.ts).
export { AccountStep } from './steps/account-step';
export { CodeStep } from './steps/code-step';
export { CustomizedStep } from './steps/customized-step';
export { WelcomeLoader } from './welcome-loader';
