import { FORM_IDS, type FormId } from '@/constants/forms';
import { FORM_SCHEMAS } from './form-schemas';
import { formErrors } from './test-support';

const fieldsOf = (formId: FormId) => Object.keys(FORM_SCHEMAS[formId].fields).sort();

describe('the fields each form asks for (the shared blocks fold without changing a form)', () => {
  it.each<[FormId, string[]]>([
    [
      FORM_IDS.requestDemoStarted,
      ['company_size__new_', 'email', 'marketing_updates_opt_out__forms_'],
    ],
    [
      FORM_IDS.requestDemo,
      [
        'company',
        'company_size__new_',
        'email',
        'firstname',
        'industry__self_select_',
        'jobtitle',
        'lastname',
        'marketing_updates_opt_out__forms_',
        'phone',
        'primary_use_case',
      ],
    ],
    [
      FORM_IDS.supportReportDownload,
      [
        'company',
        'company_size__new_',
        'email',
        'firstname',
        'jobtitle',
        'lastname',
        'marketing_updates_opt_out__forms_',
        'resource_id',
      ],
    ],
    [
      FORM_IDS.webinarFeedback,
      [
        'email',
        'event_feedback',
        'event_follow_up_requested',
        'event_rating',
        'livestorm_event_id',
      ],
    ],
    [FORM_IDS.productTour, ['company_size__new_', 'email', 'marketing_updates_opt_out__forms_']],
    [
      FORM_IDS.contactSales,
      [
        'company',
        'company_size__new_',
        'email',
        'full_name',
        'marketing_updates_opt_out__forms_',
        'phone',
        'sales_message',
      ],
    ],
    [
      FORM_IDS.pricingQuote,
      [
        'company',
        'company_size__new_',
        'email',
        'firstname',
        'lastname',
        'marketing_updates_opt_out__forms_',
        'phone',
        'quote_billing_period',
        'quote_plan',
        'quote_seats',
      ],
    ],
  ])('%s', (formId, fields) => expect(fieldsOf(formId)).toEqual(fields));

  it('trial step 1 and the trial signup are demo step 2 without the use case', () => {
    const demoWithoutUseCase = fieldsOf(FORM_IDS.requestDemo).filter(
      (name) => name !== 'primary_use_case',
    );
    expect(fieldsOf(FORM_IDS.getStartedModalPartial)).toEqual(demoWithoutUseCase);
    expect(fieldsOf(FORM_IDS.trialSignup)).toEqual(demoWithoutUseCase);
  });
});

describe('pricing quote', () => {
  const quote = {
    firstname: 'Ana',
    lastname: 'Silva',
    email: 'ana@clearpath-insurance.com',
    company: 'Clearpath Insurance',
    company_size__new_: '251',
    quote_plan: 'enterprise',
    quote_seats: '40',
    quote_billing_period: 'annual',
  };

  it('passes with a plan, seats and billing period, as the form and as the forms host send them', () => {
    expect(formErrors(FORM_IDS.pricingQuote, quote)).toEqual({});
    expect(formErrors(FORM_IDS.pricingQuote, { ...quote, quote_seats: 40 })).toEqual({});
  });

  it('names each missing answer', () => {
    const errors = formErrors(FORM_IDS.pricingQuote, {
      ...quote,
      quote_plan: '',
      quote_seats: '',
      quote_billing_period: '',
    });
    expect(errors).toEqual({
      quote_plan: 'Plan is required',
      quote_seats: 'Number of seats is required',
      quote_billing_period: 'Billing period is required',
    });
  });

  it.each(['2.5', 'forty', '0', '-3', '100001'])(
    "answers 'Enter the number of seats as a whole number' for %s",
    (seats) =>
      expect(formErrors(FORM_IDS.pricingQuote, { ...quote, quote_seats: seats }).quote_seats).toBe(
        'Enter the number of seats as a whole number',
      ),
  );

  it("holds each plan's seat minimum from the pricing source", () => {
    expect(formErrors(FORM_IDS.pricingQuote, { ...quote, quote_seats: '12' }).quote_seats).toBe(
      'The Enterprise plan starts at 20 seats',
    );
    expect(
      formErrors(FORM_IDS.pricingQuote, { ...quote, quote_plan: 'scale', quote_seats: '4' })
        .quote_seats,
    ).toBe('The Scale plan starts at 5 seats');
    expect(
      formErrors(FORM_IDS.pricingQuote, { ...quote, quote_plan: 'growth', quote_seats: '1' }),
    ).toEqual({});
  });

  it('refuses a plan or billing period that does not exist, and a personal address', () => {
    const errors = formErrors(FORM_IDS.pricingQuote, {
      ...quote,
      quote_plan: 'platinum',
      quote_billing_period: 'weekly',
      email: 'ana@gmail.com',
    });
    expect(errors.quote_plan).toBe('Plan not valid');
    expect(errors.quote_billing_period).toBe('Billing period not valid');
    expect(errors.email).toBe('Please use your work email');
  });
});

describe('webinar feedback', () => {
  const feedback = {
    email: 'tomas@parcelbot.io',
    livestorm_event_id: 'lvs-2026-10-ai-in-the-inbox',
    event_rating: '4',
  };

  it("asks for a rating ('Please rate the webinar'); what was useful and follow-up are optional", () => {
    expect(formErrors(FORM_IDS.webinarFeedback, feedback)).toEqual({});
    expect(formErrors(FORM_IDS.webinarFeedback, { ...feedback, event_rating: '' })).toEqual({
      event_rating: 'Please rate the webinar',
    });
    expect(
      formErrors(FORM_IDS.webinarFeedback, { ...feedback, event_rating: '11' }).event_rating,
    ).toBe('How would you rate the webinar? not valid');
  });

  it('caps what was useful at 255 characters and reads the follow-up flag the host receives', () => {
    expect(
      formErrors(FORM_IDS.webinarFeedback, { ...feedback, event_feedback: 'x'.repeat(256) })
        .event_feedback,
    ).toBe('Please provide fewer details (max 255 characters)');
    expect(
      formErrors(FORM_IDS.webinarFeedback, { ...feedback, event_follow_up_requested: 'true' }),
    ).toEqual({});
  });

  it('is always about one event', () => {
    expect(
      formErrors(FORM_IDS.webinarFeedback, { ...feedback, livestorm_event_id: '' })
        .livestorm_event_id,
    ).toBe('livestorm_event_id is required');
  });
});

describe('contact sales, product tour and the support report', () => {
  it("contact sales wants a full name and a person's work address; the message is optional", () => {
    const errors = formErrors(FORM_IDS.contactSales, {
      full_name: 'Hannah',
      email: 'sales@clearpath-insurance.com',
      company: 'Clearpath Insurance',
      company_size__new_: '1001',
      phone: '+14155552671',
    });
    expect(errors).toEqual({
      full_name: 'Please enter your full name',
      email: 'Please use your personal work email',
    });
    expect(
      formErrors(FORM_IDS.contactSales, {
        full_name: 'Hannah Becker',
        email: 'hannah@clearpath-insurance.com',
        company: 'Clearpath Insurance',
        company_size__new_: '1001',
        phone: '+14155552671',
        sales_message: 'x'.repeat(256),
      }),
    ).toEqual({
      sales_message: 'What would you like to discuss? (optional) must be at most 255 characters',
    });
  });

  it('the product tour is sent to a work address with a company size', () => {
    expect(formErrors(FORM_IDS.productTour, { email: 'kai@gmail.com' })).toEqual({
      email: 'Please use your work email',
      company_size__new_: 'Company size is required',
    });
    expect(
      formErrors(FORM_IDS.productTour, { email: 'kai@parcelbot.io', company_size__new_: '11' }),
    ).toEqual({});
  });

  it('the support report download names its resource', () => {
    expect(
      formErrors(FORM_IDS.supportReportDownload, {
        email: 'maya@northwind-freight.com',
        firstname: 'Maya',
        lastname: 'Lindqvist',
        company: 'Northwind Freight',
        company_size__new_: '51',
      }),
    ).toEqual({ resource_id: 'resource_id is required' });
  });
});
