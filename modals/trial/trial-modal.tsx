import { useEffect, useReducer, useRef, useState } from 'react';
import type { SignupResponse } from '@/lib/contracts/signup';
import { submitLead } from '@/components/forms/submit-lead';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { EXTERNAL_LINKS } from '@/constants/links';
import { SIGNUP_REDIRECT_DELAY_MS } from '@/constants/timings';
import { reportConversion } from '@/lib/analytics/conversions';
import { track } from '@/lib/analytics/track';
import { prefillFromUserData, saveUserData } from '@/lib/attribution';
import { nextFrameDone } from '@/lib/browser-idle';
import type { ModalContentProps } from '@/modals/types';
import { ModalLoadFailed, ModalLoading } from '@/components/dialog/modal-loading';
import { useLaterSteps } from '../use-later-steps';
import type { TrialAccount } from './steps/account-step';
import type { CodeStepValues } from './steps/code-step';
import { DetailsStep } from './steps/details-step';
import { readTrialEntry } from './trial-entry';
import { trialLead } from './trial-marketing';
import { initialTrialState, nextTrialState, type TrialEvent } from './trial-steps';
import { trialType } from './trial-type';
import { EMPTY_TRIAL_DETAILS, type TrialDetails } from './trial-values';

/** Every step after the details, fetched after step 1 shows (decision 0184). */
const loadLaterSteps = () => import('./later-steps');

/** Only a web address may be followed after signup (never a javascript: or data: URL). */
function redirectTarget(firstLoginUrl: string | undefined): string {
  if (!firstLoginUrl) return EXTERNAL_LINKS.appHome;
  try {
    const url = new URL(firstLoginUrl, window.location.href);
    return ['http:', 'https:'].includes(url.protocol) ? url.toString() : EXTERNAL_LINKS.appHome;
  } catch {
    return EXTERNAL_LINKS.appHome;
  }
}

/**
 * The free-trial modal (spec sections 2 to 4): details, the customised trial for larger teams,
 * email and password, the emailed code, then the welcome loader and the redirect into the app.
 * Which step follows which is decided by its step machine alone (trial-steps.ts).
 */
export default function TrialModal(_props: ModalContentProps) {
  const [state, dispatch] = useReducer(nextTrialState, undefined, () =>
    initialTrialState(readTrialEntry()),
  );
  const { step, entry } = state;
  const [details, setDetails] = useState<TrialDetails>(() =>
    prefillFromUserData(EMPTY_TRIAL_DETAILS),
  );
  const [account, setAccount] = useState<TrialAccount>({ email: '', password: '' });
  const [slow, setSlow] = useState(false);
  const lastSignupForm = useRef('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const {
    steps: later,
    ready: laterStepsReady,
    failed: laterStepsFailed,
    retry: retryLaterSteps,
  } = useLaterSteps(loadLaterSteps, step !== 'details');

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onDetails = async (values: TrialDetails) => {
    const type = trialType(entry, values.company_size__new_);
    setDetails(values);
    setAccount((current) => ({ ...current, email: values.email }));
    saveUserData({ ...values });
    void submitLead(trialLead('partial', values, { trialType: type, affiliate: entry.affiliate }));
    const submitted: TrialEvent = {
      type: 'details-submitted',
      companySize: values.company_size__new_,
    };
    // Events name the step the visitor reaches (lib/analytics/catalogue.ts).
    if (nextTrialState(state, submitted).step === 'customized') {
      void submitLead(trialLead('signup', values, { trialType: type, affiliate: entry.affiliate }));
      track(ANALYTICS_EVENTS.trialSignupSecondStep, { trial_type: type });
      track(ANALYTICS_EVENTS.customSalesTrialSuccess, { trial_type: type });
    } else {
      track(ANALYTICS_EVENTS.trialSignupThirdStep, { trial_type: type });
    }
    // The lead is sent: the next step follows, or says its code did not come (below).
    await laterStepsReady().catch(() => undefined);
    // The press paints the busy button before the next step is built (decision 0227).
    await nextFrameDone();
    dispatch(submitted);
  };

  const onCodeSent = (sent: TrialAccount) => {
    setAccount(sent);
    setDetails((current) => ({ ...current, email: sent.email }));
    dispatch({ type: 'validation-email-sent' });
  };

  // Sent as the visitor submits step 4 rather than after the redirect has begun, which would cut
  // the request off; an unchanged resubmission (after a wrong code) is not sent twice.
  const onCodeSubmitting = (values: CodeStepValues) => {
    const { code: _code, ...answers } = values;
    const merged = { ...details, ...answers, email: account.email };
    const key = JSON.stringify(merged);
    if (key === lastSignupForm.current) return;
    lastSignupForm.current = key;
    void submitLead(
      trialLead('signup', merged, {
        trialType: trialType(entry, details.company_size__new_),
        affiliate: entry.affiliate,
      }),
    );
  };

  const onCreated = (response: SignupResponse, values: CodeStepValues) => {
    // The welcome and the way in first: tracking that fails must not keep the visitor out.
    dispatch({ type: 'account-created' });
    redirectTimer.current = setTimeout(
      () => window.location.assign(redirectTarget(response.first_login_url)),
      SIGNUP_REDIRECT_DELAY_MS,
    );
    const { code: _code, ...answers } = values;
    setDetails((current) => ({ ...current, ...answers }));
    track(ANALYTICS_EVENTS.trialSignup, {
      trial_type: trialType(entry, details.company_size__new_),
      industry: values.industry__self_select_,
    });
    // Ad-platform conversions: fire-and-forget, sent only with Targeting consent (issue 7).
    reportConversion({
      kind: 'trial',
      email: account.email,
      firstName: values.firstname,
      lastName: values.lastname,
      contentName: 'Trial signup',
    });
  };

  if (step === 'details') {
    return <DetailsStep entry={entry} initialValues={details} onSubmitted={onDetails} />;
  }
  if (!later) {
    return laterStepsFailed ? <ModalLoadFailed onRetry={retryLaterSteps} /> : <ModalLoading />;
  }
  const { AccountStep, CodeStep, CustomizedStep, WelcomeLoader } = later;
  const loader =
    step === 'welcome' || slow ? (
      <WelcomeLoader firstName={details.firstname} industry={details.industry__self_select_} />
    ) : null;

  switch (step) {
    case 'customized':
      return <CustomizedStep />;
    case 'account':
      return (
        <AccountStep
          entry={entry}
          initialValues={{ email: account.email, password: account.password }}
          onCodeSent={onCodeSent}
        />
      );
    case 'code':
    case 'welcome':
      return (
        <>
          <CodeStep
            entry={entry}
            details={details}
            account={account}
            onSubmitting={onCodeSubmitting}
            onSlow={setSlow}
            onCreated={onCreated}
            onChangeEmail={() => dispatch({ type: 'different-email-chosen' })}
          />
          {loader}
        </>
      );
  }
}
