import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { checkEmail } from '@/api-clients/email-check';
import { requestContact, type ConfirmedBooking } from '@/api-clients/scheduler';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { submitLead } from '@/components/forms/submit-lead';
import { reportConversion } from '@/lib/analytics/conversions';
import { track } from '@/lib/analytics/track';
import { prefillFromUserData, readUserData, saveUserData } from '@/lib/attribution';
import { useGdpr, useOptInWithoutBox } from '@/lib/consent/use-gdpr';
import type { ModalContentProps } from '@/modals/types';
import { mq } from '@/styles/theme';
import { initialDemoState, nextDemoState } from './demo-steps';
import {
  hasFinishedStepOne,
  MARKETING_OPT_IN,
  markStepOneDone,
  marketingOptOut,
  SECONDARY_FIELDS,
} from './demo-submission';
import { InitialFormStep, type InitialFormValues } from './initial-form-step';
import { PromoPanel } from './promo-panel';
import { qualifyMeeting } from './qualify-meeting';
import { schedulerPayload } from './scheduler-payload';
import type { SecondaryFormValues } from './secondary-form-step';
import { ModalLoadFailed, ModalLoading } from '@/components/dialog/modal-loading';
import { useLaterSteps } from '../use-later-steps';

type Lead = Record<string, string | boolean>;

/** Step 2, the scheduler and the thank-you: fetched after step 1 shows (decision 0184). */
const loadLaterSteps = () => import('./later-steps');

const STEP_ONE_FIELDS = [FIELDS.email.name, FIELDS.companySize.name] as const;

/** Step 1's answers as the lead carries them (also what a returning visitor resumes with). */
function storedStepOneLead(optInWithoutBox: boolean): Lead {
  const stored = readUserData();
  const optOut = stored[FIELDS.marketingOptOut.name];
  return {
    [FIELDS.email.name]:
      typeof stored[FIELDS.email.name] === 'string' ? String(stored[FIELDS.email.name]) : '',
    [FIELDS.companySize.name]:
      typeof stored[FIELDS.companySize.name] === 'string'
        ? String(stored[FIELDS.companySize.name])
        : '',
    // Unknown from an older visit: the consent model's default (opted out in the GDPR region until
    // the box is ticked, and while the region is not known).
    [FIELDS.marketingOptOut.name]:
      typeof optOut === 'boolean' ? optOut : marketingOptOut(optInWithoutBox),
  };
}

/**
 * The request-a-demo modal (spec sections 2, 4, 5): initial-form, secondary-form, the scheduler when
 * a meeting is offered, and the thank-you view, beside the promotional column.
 */
export default function DemoModal(_props: ModalContentProps) {
  const gdpr = useGdpr();
  const optInWithoutBox = useOptInWithoutBox();
  const [state, dispatch] = useReducer(nextDemoState, undefined, () =>
    initialDemoState({ stepOneDone: hasFinishedStepOne() }),
  );
  const [stepOneLead, setStepOneLead] = useState<Lead>(() => storedStepOneLead(optInWithoutBox));
  const [lead, setLead] = useState<Lead>({});
  const [booking, setBooking] = useState<ConfirmedBooking | undefined>();
  // Step 2's submission id names this demo request: its lead's submission_id and its meeting's
  // request_id, so booking again from here moves the meeting (docs/decisions/0077).
  const [requestId] = useState(() => uuidv4());
  const {
    steps: later,
    ready: laterStepsReady,
    failed: laterStepsFailed,
    retry: retryLaterSteps,
  } = useLaterSteps(loadLaterSteps, state.step !== 'initial-form');

  // Each new step announces itself: focus moves to its heading (not on the first render, where the
  // dialog frame places focus).
  const firstStep = useRef(state.step);
  useEffect(() => {
    if (state.step === firstStep.current) return;
    firstStep.current = state.step;
    document.getElementById('modal-title')?.focus();
  }, [state.step]);

  const initialValues = useMemo(
    () =>
      prefillFromUserData<InitialFormValues>({
        [FIELDS.email.name]: '',
        [FIELDS.companySize.name]: '',
        [MARKETING_OPT_IN]: false,
      }),
    [],
  );
  const secondaryInitialValues = useMemo(
    () =>
      prefillFromUserData<SecondaryFormValues>({
        [FIELDS.firstname.name]: '',
        [FIELDS.lastname.name]: '',
        [FIELDS.company.name]: '',
        [FIELDS.industry.name]: '',
        [FIELDS.jobtitle.name]: '',
        [FIELDS.phone.name]: '',
        [FIELDS.primaryUseCase.name]: '',
      }),
    [],
  );

  const submitStepOne = async (values: InitialFormValues) => {
    const email = values[FIELDS.email.name].trim();
    const companySize = values[FIELDS.companySize.name];
    // Outside GDPR there is no box and the visitor is opted in (spec section 4); before the region
    // is known, nobody is counted in.
    const optIn = gdpr ? values[MARKETING_OPT_IN] : optInWithoutBox;
    const stepLead: Lead = {
      [FIELDS.email.name]: email,
      [FIELDS.companySize.name]: companySize,
      [FIELDS.marketingOptOut.name]: marketingOptOut(optIn),
    };
    track(ANALYTICS_EVENTS.demoStarted, { email, company_size: companySize });
    // Spec section 8: submit errors are swallowed, but a field the host refused keeps the visitor
    // on the step with the message under that field.
    const outcome = await submitLead({
      formId: FORM_IDS.requestDemoStarted,
      values: stepLead,
      shownFields: STEP_ONE_FIELDS,
    });
    if (!outcome.sent && Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    saveUserData(stepLead);
    markStepOneDone(true);
    setStepOneLead(stepLead);
    // The lead is sent: step 2 follows, or says its code did not come and offers to ask again.
    await laterStepsReady().catch(() => undefined);
    dispatch({ type: 'initial-form-submitted' });
    return {};
  };

  const submitStepTwo = async (values: SecondaryFormValues) => {
    const details = Object.fromEntries(
      SECONDARY_FIELDS.map((name) => [name, String(values[name] ?? '').trim()]),
    );
    const fullLead: Lead = { ...stepOneLead, ...details };
    const email = String(fullLead[FIELDS.email.name]);
    track(ANALYTICS_EVENTS.demoRequest, {
      email,
      firstname: details[FIELDS.firstname.name],
      lastname: details[FIELDS.lastname.name],
      phone: details[FIELDS.phone.name],
    });
    const companySize = String(fullLead[FIELDS.companySize.name]);
    // The meeting is qualified before the lead is sent (its flags travel with it), so this check is
    // the submission's one email check: the forms client takes it instead of asking again.
    const emailCheck = await checkEmail(email, { companySize });
    const qualification = qualifyMeeting({
      isPayingCustomer: emailCheck.isPayingCustomer,
      companySize,
    });
    const outcome = await submitLead({
      formId: FORM_IDS.requestDemo,
      values: { ...fullLead, ...qualification.flags },
      shownFields: SECONDARY_FIELDS,
      emailCheck,
      submissionId: requestId,
    });
    if (!outcome.sent && Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    saveUserData(details);
    // The request is complete: a later demo request starts again at step 1 (prefilled).
    markStepOneDone(false);
    track(ANALYTICS_EVENTS.requestDemoSuccess, {
      meeting_offered: qualification.meetingOffered,
    });
    // Ad-platform conversions: fire-and-forget, sent only with Targeting consent (issue 7).
    reportConversion({
      kind: 'demo',
      email,
      firstName: String(fullLead[FIELDS.firstname.name] ?? ''),
      lastName: String(fullLead[FIELDS.lastname.name] ?? ''),
      contentName: 'Request a demo',
    });
    setLead(fullLead);
    // A meeting is booked for a demo request the site stored (decision 0242): a request that did not
    // reach it, its errors swallowed, goes on to the confirmation a product expert follows up.
    dispatch({
      type: 'secondary-form-submitted',
      meetingOffered: outcome.sent && qualification.meetingOffered,
    });
    return {};
  };

  const payload = useMemo(() => schedulerPayload(lead), [lead]);
  const onBooked = useCallback(
    (confirmed?: ConfirmedBooking) => {
      setBooking(confirmed);
      dispatch({ type: 'meeting-booked' });
    },
    [dispatch],
  );
  const onUnavailable = useCallback(() => dispatch({ type: 'scheduler-unavailable' }), [dispatch]);
  const onSkip = useCallback(() => {
    void requestContact(requestId);
    dispatch({ type: 'scheduler-skipped' });
  }, [dispatch, requestId]);

  const firstName = String(
    lead[FIELDS.firstname.name] ?? readUserData()[FIELDS.firstname.name] ?? '',
  );

  return (
    <Layout>
      <Main>
        {state.step === 'initial-form' && (
          <InitialFormStep initialValues={initialValues} gdpr={gdpr} onSubmit={submitStepOne} />
        )}
        {state.step !== 'initial-form' &&
          !later &&
          (laterStepsFailed ? <ModalLoadFailed onRetry={retryLaterSteps} /> : <ModalLoading />)}
        {state.step === 'secondary-form' && later && (
          <later.SecondaryFormStep
            initialValues={secondaryInitialValues}
            stepOneValues={stepOneLead}
            onSubmit={submitStepTwo}
          />
        )}
        {state.step === 'scheduler' && later && (
          <later.SchedulerStep
            requestId={requestId}
            payload={payload}
            onBooked={onBooked}
            onUnavailable={onUnavailable}
            onSkip={onSkip}
          />
        )}
        {state.step === 'confirmation' && later && (
          <later.ThankYou
            firstName={firstName}
            meeting={state.meeting}
            booking={booking}
            email={payload.email}
          />
        )}
      </Main>
      <PromoPanel />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${mq('desktop')} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const Main = styled.div`
  padding: 56px 24px 32px;
  ${mq('tablet')} {
    padding: 56px 48px 40px;
  }
`;
