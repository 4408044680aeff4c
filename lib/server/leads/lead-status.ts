import '@/lib/server/only-on-server';
import { DEMO_FLAG_FIELDS } from '@/constants/form-fields';
import { DEMO_FLAG_VALUES, FORM_IDS } from '@/constants/forms';
import { LEAD_STATUS_LABELS, type LeadStatusKind } from '@/constants/leads';
import type { SubmittedField } from './submission';

export interface LeadBooking {
  uid: string;
  status: 'confirmed' | 'cancelled';
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** The time zone the visitor booked in. */
  timeZone: string;
  /** The rep hosting it (sales-team.ts's id). */
  repId: string;
  /** When the calendar invitations reached the mail server (ISO); null: not yet. */
  invitationsSentAt: string | null;
}

export interface LeadStatus {
  kind: LeadStatusKind;
  label: (typeof LEAD_STATUS_LABELS)[LeadStatusKind];
  /** Not offered: the reason the form recorded ('Company size below threshold'). */
  reason: string | null;
  /** Booked or cancelled: the meeting (its time is shown with the status). */
  meetingStartsAt: string | null;
}

export interface DemoLeadFacts {
  formId: string;
  fields: readonly SubmittedField[];
  /** The request's meeting in demo_bookings, if it made one. */
  booking: LeadBooking | null;
  /** Whether the visitor chose "I'd rather have a product expert contact me". */
  contactRequested: boolean;
}

const fieldValue = (fields: readonly SubmittedField[], name: string) => {
  const field = fields.find((f) => f.name === name);
  return field === undefined ? null : String(field.value);
};

function status(kind: LeadStatusKind, extra: Partial<LeadStatus> = {}): LeadStatus {
  return { kind, label: LEAD_STATUS_LABELS[kind], reason: null, meetingStartsAt: null, ...extra };
}

/**
 * Where a demo lead stands, from what happened rather than what the form guessed at submit time
 * (step 2 is sent before the scheduler shows, so its own qualified_booking_status can only say
 * 'Awaiting booking'). What the visitor did last wins: a booking over a contact request over the
 * qualification. Null for leads of other forms.
 */
export function demoLeadStatus({
  formId,
  fields,
  booking,
  contactRequested,
}: DemoLeadFacts): LeadStatus | null {
  if (formId === FORM_IDS.requestDemoStarted) return status('submitted');
  if (formId !== FORM_IDS.requestDemo) return null;
  if (booking?.status === 'confirmed') {
    return status('booked', { meetingStartsAt: booking.startsAt });
  }
  if (booking?.status === 'cancelled') {
    return status('meeting-cancelled', { meetingStartsAt: booking.startsAt });
  }
  if (contactRequested) return status('contact-requested');
  const offered = fieldValue(fields, DEMO_FLAG_FIELDS.meetingOffered);
  if (offered === DEMO_FLAG_VALUES.offered) return status('meeting-offered');
  if (offered === DEMO_FLAG_VALUES.notOffered) {
    return status('not-offered', {
      reason: fieldValue(fields, DEMO_FLAG_FIELDS.meetingNotOfferedReason) || null,
    });
  }
  return status('submitted');
}

/** 'Booked: 2026-11-24 15:00 UTC', 'Not offered: Company size below threshold', 'Submitted'. */
export function leadStatusText(leadStatus: LeadStatus, formatTime: (ms: number) => string): string {
  const detail =
    leadStatus.meetingStartsAt !== null
      ? formatTime(Date.parse(leadStatus.meetingStartsAt))
      : leadStatus.reason;
  return detail ? `${leadStatus.label}: ${detail}` : leadStatus.label;
}
