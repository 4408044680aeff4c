import { parseBookingInput } from './booking-input';

const valid = {
  request_id: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  startsAt: '2026-11-24T15:00:00.000Z',
  timeZone: 'Europe/Berlin',
  email: 'Ann@Acme.example',
  first_name: 'Ann',
  last_name: 'Lee',
  company: 'Acme',
  title: '',
  phone_number: '+12125550100',
  company_size_form: '251',
  industry_self_select: 'Technology',
};

describe('the bookings endpoint input', () => {
  it('accepts the scheduler payload with a slot and a time zone', () => {
    const parsed = parseBookingInput(valid);
    expect(parsed).toEqual({
      ok: true,
      request: {
        requestId: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        startsAt: '2026-11-24T15:00:00.000Z',
        timeZone: 'Europe/Berlin',
        email: 'ann@acme.example',
        firstName: 'Ann',
        lastName: 'Lee',
        company: 'Acme',
        title: '',
        phoneNumber: '+12125550100',
        companySize: '251',
        industry: 'Technology',
      },
    });
  });

  it('names every bad field with the site’s own messages', () => {
    const parsed = parseBookingInput({
      ...valid,
      request_id: 'not a request id!',
      startsAt: 'tomorrow',
      timeZone: 'Mars/Olympus',
      email: 'nope',
      first_name: 'Ann<script>',
      company_size_form: '7',
      industry_self_select: 'Piracy',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.fields).toEqual({
      request_id: "request_id must be the demo request's submission id",
      startsAt: 'startsAt must be an ISO 8601 time',
      timeZone: 'timeZone must be an IANA time zone',
      email: 'Invalid work email',
      first_name: 'First name contains invalid characters',
      company_size_form: 'Company size not valid',
      industry_self_select: 'Industry not valid',
    });
  });

  it('refuses a missing body, missing fields and unknown fields', () => {
    expect(parseBookingInput(undefined).ok).toBe(false);
    expect(parseBookingInput('a string').ok).toBe(false);
    const missing = parseBookingInput({ startsAt: valid.startsAt });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors.fields.email).toBe('Work email is required');
    const unknown = parseBookingInput({ ...valid, rep_id: 'maya-okafor' });
    expect(unknown.ok).toBe(false);
  });
});

it('says in plain words what is wrong with a body of the wrong shape', () => {
  expect(parseBookingInput([])).toEqual({
    ok: false,
    errors: {
      message: 'The booking request is not valid',
      fields: { body: 'The body must be a JSON object' },
    },
  });
  const listed = parseBookingInput({ request_id: ['a'] });
  expect(listed.ok).toBe(false);
  expect(!listed.ok && listed.errors.fields.request_id).toBe('request_id must be text');
});
