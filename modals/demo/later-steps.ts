// The demo's steps after the first, one chunk fetched after step 1 shows (modals/use-later-steps.ts).
export { SchedulerStep } from './scheduler-step';
export { SecondaryFormStep } from './secondary-form-step';
export { ThankYou } from './thank-you';
