import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { checkEmail } from '@/api-clients/email-check';
import type { ConfirmedBooking } from '@/api-clients/scheduler';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { reportConversion } from '@/lib/analytics/conversions';
import { track } from '@/lib/analytics/track';
import { prefillFromUserData, readUserData, saveUserData } from '@/lib/attribution';
import { useGdpr } from '@/lib/consent/use-gdpr';
import type { ModalContentProps } from '@/modals/types';
import { mq } from '@/styles/theme';
import { initialDemoState, nextDemoState, type DemoEvent, type DemoState } from './demo-steps';
import {
  hasFinishedStepOne,
  MARKETING_OPT_IN,
  markStepOneDone,
  marketingOptOut,
  submitDemoStep,
} from './demo-submission';
import { InitialFormStep, type InitialFormValues } from './initial-form-step';
import { PromoPanel } from './promo-panel';
import { qualifyMeeting } from './qualify-meeting';
import { schedulerPayload } from './scheduler-payload';
import { SchedulerStep } from './scheduler-step';
import {
  SECONDARY_FIELDS,
  SecondaryFormStep,
  type SecondaryFormValues,
} from './secondary-form-step';
import { ThankYou } from './thank-you';

type Lead = Record<string, string | boolean>;

const F = FIELDS;
const STEP_ONE_FIELDS = [F.email.name, F.companySize.name] as const;

/** Step 1's answers as the lead carries them (also what a returning visitor resumes with). */
function storedStepOneLead(gdpr: boolean): Lead {
  const stored = readUserData();
  const optOut = stored[F.marketingOptOut.name];
  return {
    [F.email.name]: typeof stored[F.email.name] === 'string' ? String(stored[F.email.name]) : '',
    [F.companySize.name]:
      typeof stored[F.companySize.name] === 'string' ? String(stored[F.companySize.name]) : '',
    // Unknown from an older visit: the consent model's default (GDPR opts out until the box is ticked).
    [F.marketingOptOut.name]: typeof optOut === 'boolean' ? optOut : marketingOptOut(!gdpr),
  };
}

/**
 * The request-a-demo modal (spec sections 2, 4, 5): initial-form, secondary-form, the scheduler when
 * a meeting is offered, and the thank-you view, beside the promotional column.
 */
export default function DemoModal(_props: ModalContentProps) {
  const gdpr = useGdpr();
  const [state, setState] = useState<DemoState>(() =>
    initialDemoState({ stepOneDone: hasFinishedStepOne() }),
  );
  const dispatch = useCallback((event: DemoEvent) => setState((s) => nextDemoState(s, event)), []);
  const [stepOneLead, setStepOneLead] = useState<Lead>(() => storedStepOneLead(gdpr));
  const [lead, setLead] = useState<Lead>({});
  const [booking, setBooking] = useState<ConfirmedBooking | undefined>();

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
        [F.email.name]: '',
        [F.companySize.name]: '',
        [MARKETING_OPT_IN]: false,
      }),
    [],
  );
  const secondaryInitialValues = useMemo(
    () =>
      prefillFromUserData<SecondaryFormValues>({
        [F.firstname.name]: '',
        [F.lastname.name]: '',
        [F.company.name]: '',
        [F.industry.name]: '',
        [F.jobtitle.name]: '',
        [F.phone.name]: '',
        [F.primaryUseCase.name]: '',
      }),
    [],
  );

  const submitStepOne = async (values: InitialFormValues) => {
    const email = values[F.email.name].trim();
    const companySize = values[F.companySize.name];
    // Outside GDPR there is no box and the visitor is opted in (spec section 4).
    const optIn = gdpr ? values[MARKETING_OPT_IN] : true;
    const stepLead: Lead = {
      [F.email.name]: email,
      [F.companySize.name]: companySize,
      [F.marketingOptOut.name]: marketingOptOut(optIn),
    };
    track(ANALYTICS_EVENTS.demoStarted, { email, company_size: companySize });
    const fieldErrors = await submitDemoStep(
      FORM_IDS.requestDemoStarted,
      stepLead,
      STEP_ONE_FIELDS,
    );
    if (Object.keys(fieldErrors).length > 0) return fieldErrors;
    saveUserData(stepLead);
    markStepOneDone(true);
    setStepOneLead(stepLead);
    dispatch({ type: 'initial-form-submitted' });
    return {};
  };

  const submitStepTwo = async (values: SecondaryFormValues) => {
    const details = Object.fromEntries(
      SECONDARY_FIELDS.map((name) => [name, String(values[name] ?? '').trim()]),
    );
    const fullLead: Lead = { ...stepOneLead, ...details };
    const email = String(fullLead[F.email.name]);
    track(ANALYTICS_EVENTS.demoRequest, {
      email,
      firstname: details[F.firstname.name],
      lastname: details[F.lastname.name],
      phone: details[F.phone.name],
    });
    const { isPayingCustomer } = await checkEmail(email);
    const qualification = qualifyMeeting({
      isPayingCustomer,
      companySize: String(fullLead[F.companySize.name]),
    });
    const fieldErrors = await submitDemoStep(
      FORM_IDS.requestDemo,
      { ...fullLead, ...qualification.flags },
      SECONDARY_FIELDS,
    );
    if (Object.keys(fieldErrors).length > 0) return fieldErrors;
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
      firstName: String(fullLead[F.firstname.name] ?? ''),
      lastName: String(fullLead[F.lastname.name] ?? ''),
      contentName: 'Request a demo',
    });
    setLead(fullLead);
    dispatch({ type: 'secondary-form-submitted', meetingOffered: qualification.meetingOffered });
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
  const onSkip = useCallback(() => dispatch({ type: 'scheduler-skipped' }), [dispatch]);

  const firstName = String(lead[F.firstname.name] ?? readUserData()[F.firstname.name] ?? '');

  return (
    <Layout>
      <Main>
        {state.step === 'initial-form' && (
          <InitialFormStep initialValues={initialValues} gdpr={gdpr} onSubmit={submitStepOne} />
        )}
        {state.step === 'secondary-form' && (
          <SecondaryFormStep
            initialValues={secondaryInitialValues}
            stepOneValues={stepOneLead}
            onSubmit={submitStepTwo}
          />
        )}
        {state.step === 'scheduler' && (
          <SchedulerStep
            payload={payload}
            onBooked={onBooked}
            onUnavailable={onUnavailable}
            onSkip={onSkip}
          />
        )}
        {state.step === 'confirmation' && (
          <ThankYou
            firstName={firstName}
            meetingBooked={state.meetingBooked}
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
