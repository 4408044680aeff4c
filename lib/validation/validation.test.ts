import fc from 'fast-check';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import {
  businessEmailWarning,
  choiceSchema,
  emailSchema,
  FORBIDDEN_NAME_CHARACTERS,
  fullNameSchema,
  isFreeEmailDomain,
  isRoleAddress,
  isValidEmail,
  MESSAGES,
  nameSchema,
  phoneSchema,
} from '.';
import { formErrors, messageFor } from './test-support';

describe('email rules', () => {
  const email = emailSchema();

  it("answers 'Work email is required' when empty", () => {
    expect(messageFor(email, '')).toBe('Work email is required');
    expect(messageFor(email, undefined)).toBe('Work email is required');
  });

  it.each([
    'jane',
    'jane@',
    'jane@acme',
    'jane@acme.c',
    'jane@acme.abcdefghijk',
    'ja ne@acme.com',
    'jane!@acme.com',
  ])("answers 'Invalid work email' for %s", (value) =>
    expect(messageFor(email, value)).toBe('Invalid work email'),
  );

  it.each([
    'jane@acme.com',
    'jane.doe+news@mail.acme.co.uk',
    'j_d-1@acme-logistics.io',
    'a@b.abcdefghij',
  ])('accepts %s', (value) => expect(messageFor(email, value)).toBeUndefined());

  it("answers 'Invalid work email' to an address over 254 characters, the longest mail carries", () => {
    const local = (length: number) => 'a'.repeat(length);
    // 254 characters with the domain: the longest address, accepted.
    expect(messageFor(email, `${local(245)}@acme.com`)).toBeUndefined();
    expect(messageFor(email, `${local(246)}@acme.com`)).toBe('Invalid work email');
    expect(messageFor(email, `${local(60_000)}@acme.com`)).toBe('Invalid work email');
    // The length is the trimmed address's, as for the format.
    expect(messageFor(email, `  ${local(245)}@acme.com  `)).toBeUndefined();
    // The trial's availability check asks the same question (one rule): no call for a longer one.
    expect(isValidEmail(`${local(245)}@acme.com`)).toBe(true);
    expect(isValidEmail(`${local(246)}@acme.com`)).toBe(false);
  });

  it('reads the free-mail and role lists from the packages', () => {
    expect(isFreeEmailDomain('jane@gmail.com')).toBe(true);
    expect(isFreeEmailDomain('yahoo.com')).toBe(true);
    expect(isFreeEmailDomain('jane@acme-logistics.com')).toBe(false);
    expect(isRoleAddress('sales@acme.com')).toBe(true);
    expect(isRoleAddress('Support@acme.com')).toBe(true);
    expect(isRoleAddress('info@acme.com')).toBe(true);
    expect(isRoleAddress('jane@acme.com')).toBe(false);
  });

  it("rejects personal addresses with 'Please use your work email' when asked to", () => {
    expect(messageFor(emailSchema({ rejectPersonal: true }), 'jane@gmail.com')).toBe(
      'Please use your work email',
    );
    expect(messageFor(emailSchema(), 'jane@gmail.com')).toBeUndefined();
  });

  it("rejects shared addresses with 'Please use your personal work email' when asked to", () => {
    expect(messageFor(emailSchema({ rejectShared: true }), 'sales@acme.com')).toBe(
      'Please use your personal work email',
    );
    expect(messageFor(emailSchema(), 'sales@acme.com')).toBeUndefined();
  });

  it('warns demo and trial visitors about non-business addresses without rejecting them', () => {
    expect(businessEmailWarning('jane@gmail.com', 'demo')).toBe(
      'Please enter your business email.',
    );
    expect(businessEmailWarning('support@acme.com', 'trial')).toBe(
      "It's best to sign up with your work email",
    );
    expect(businessEmailWarning('jane@acme.com', 'demo')).toBeUndefined();
    expect(businessEmailWarning('not-an-email', 'trial')).toBeUndefined();
  });

  it('valid generated addresses pass', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const address = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9_.+-]{1,20}$/),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[A-Za-z0-9]{2,10}$/),
      )
      .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
    fc.assert(fc.property(address, (value) => messageFor(email, value) === undefined));
  });
});

describe('name rules', () => {
  const firstname = nameSchema(FIELDS.firstname.label);

  it("answers 'First name is required' when empty", () => {
    expect(messageFor(firstname, '  ')).toBe('First name is required');
    expect(messageFor(nameSchema(FIELDS.company.label), '')).toBe('Company is required');
  });

  it.each(FORBIDDEN_NAME_CHARACTERS.map((c) => [c]))(
    "answers 'contains invalid characters' for a name with %s",
    (character) => {
      expect(messageFor(firstname, `Ja${character}ne`)).toBe(
        'First name contains invalid characters',
      );
    },
  );

  it('checks the job title only when given', () => {
    const jobtitle = nameSchema(FIELDS.jobtitle.label, { required: false });
    expect(messageFor(jobtitle, '')).toBeUndefined();
    expect(messageFor(jobtitle, 'Head of <Support>')).toBe('Job title contains invalid characters');
  });

  it("answers 'Please enter your full name' without a space", () => {
    const fullName = fullNameSchema(FIELDS.fullName.label);
    expect(messageFor(fullName, 'Jane')).toBe('Please enter your full name');
    expect(messageFor(fullName, '')).toBe('Full name is required');
    expect(messageFor(fullName, "Jane O'Neil-Smith")).toBeUndefined();
  });

  it('says how long a name may be before the account would refuse it, in the trial form itself', () => {
    const long = (length: number) => 'a'.repeat(length);
    expect(
      formErrors(FORM_IDS.trialSignup, {
        firstname: long(101),
        lastname: long(100),
        company: long(201),
        jobtitle: long(255),
      }),
    ).toMatchObject({
      firstname: 'First name must be at most 100 characters',
      company: 'Company must be at most 200 characters',
    });
    const errors = formErrors(FORM_IDS.trialSignup, { lastname: long(100), jobtitle: long(255) });
    expect(errors).not.toHaveProperty('lastname');
    expect(errors).not.toHaveProperty('jobtitle');
  });

  const allowed = fc.stringMatching(/^[\p{L}][\p{L} .,'&/-]{0,30}$/u);

  it('property: names without forbidden characters pass', () => {
    fc.assert(fc.property(allowed, (value) => messageFor(firstname, value) === undefined));
  });

  it('property: each forbidden character fails wherever it appears', () => {
    fc.assert(
      fc.property(
        allowed,
        allowed,
        fc.constantFrom(...FORBIDDEN_NAME_CHARACTERS),
        (before, after, character) =>
          messageFor(firstname, `${before}${character}${after}`) ===
          'First name contains invalid characters',
      ),
    );
  });
});

describe('phone rules', () => {
  const phone = phoneSchema();

  it("answers 'Phone number is required' without digits", () => {
    expect(messageFor(phone, '')).toBe('Phone number is required');
    expect(messageFor(phone, '+')).toBe('Phone number is required');
  });

  it("answers 'Phone number is not valid' for a number invalid for its country", () => {
    expect(messageFor(phone, '+1 555 000 0000')).toBe('Phone number is not valid');
    expect(messageFor(phone, '+33 1 23')).toBe('Phone number is not valid');
  });

  it('accepts valid numbers of several countries', () => {
    expect(messageFor(phone, '+1 415 555 2671')).toBeUndefined();
    expect(messageFor(phone, '+33 1 42 68 53 00')).toBeUndefined();
    expect(messageFor(phone, '+44 20 7946 0958')).toBeUndefined();
    expect(messageFor(phone, '(415) 555-2671')).toBeUndefined();
  });

  it('counts a parsing failure as valid', () => {
    // Too short to parse and an unknown calling code: libphonenumber-js throws, the rule lets it pass.
    expect(messageFor(phone, '+1 2')).toBeUndefined();
    expect(messageFor(phone, '+999 1234567')).toBeUndefined();
  });

  it("answers 'Phone number is not valid' for text the phone input cannot produce", () => {
    // Digits only, at most 15 (spec section 5): letters, other symbols and longer runs are refused
    // on the server as in the browser, even where the number would fail to parse.
    expect(messageFor(phone, 'call me at 5')).toBe('Phone number is not valid');
    expect(messageFor(phone, '5; DROP TABLE leads')).toBe('Phone number is not valid');
    expect(messageFor(phone, '+1 415 555 2671 ext. 9')).toBe('Phone number is not valid');
    expect(messageFor(phone, `+1 ${'5'.repeat(15)}`)).toBe('Phone number is not valid');
    expect(messageFor(phone, `+1 ${' '.repeat(250)}2`)).toBe('Phone number is not valid');
    expect(messageFor(phoneSchema({ required: false }), 'none')).toBe('Phone number is not valid');
    expect(messageFor(phoneSchema({ required: false }), '')).toBeUndefined();
  });

  it('property: valid US numbers pass', () => {
    const usNumber = fc
      .tuple(
        fc.constantFrom('415', '212', '646', '303'),
        fc.integer({ min: 2000000, max: 9999999 }),
      )
      .map(([area, rest]) => `+1${area}${rest}`);
    fc.assert(fc.property(usNumber, (value) => messageFor(phone, value) === undefined));
  });
});

describe('enumerations and free text', () => {
  it("answers '{label} not valid' outside the list and '{label} is required' when empty", () => {
    const industry = choiceSchema(FIELDS.industry.label, ['Technology', 'Retail']);
    expect(messageFor(industry, 'Mining')).toBe('Industry not valid');
    expect(messageFor(industry, '')).toBe('Industry is required');
    expect(messageFor(industry, 'Retail')).toBeUndefined();
  });

  it('company size, use case, business need, relationship, funding and referral partner are enumerations', () => {
    const errors = formErrors(FORM_IDS.requestDemo, {
      company_size__new_: '7',
      primary_use_case: 'Something else',
    });
    expect(errors.company_size__new_).toBe('Company size not valid');
    expect(errors.primary_use_case).toBe('Primary use case not valid');
    expect(
      formErrors(FORM_IDS.getStarted, { business_need_self_declared: 'x' })
        .business_need_self_declared,
    ).toBe('Business need not valid');
    expect(
      formErrors(FORM_IDS.customerReferral, { referrer_switchboard_relationship: 'friend' })
        .referrer_switchboard_relationship,
    ).toBe('Your relationship to Switchboard not valid');
    const startup = formErrors(FORM_IDS.startupReferral, {
      funding_received_to_date: '$5',
      startup_referral_partner: 'Nobody',
    });
    expect(startup.funding_received_to_date).toBe('Funding received to date not valid');
    expect(startup.startup_referral_partner).toBe('Referral partner not valid');
  });

  it('partner sign-up answers the messages of section 5', () => {
    const errors = formErrors(FORM_IDS.partnerChannel, {});
    expect(errors).toMatchObject({
      email: 'Work email is required',
      firstname: 'First name is required',
      lastname: 'Last name is required',
      company: 'Company is required',
      website: 'Website is required',
      company_linkedin_url__form: 'LinkedIn company URL is required',
      country: 'Country is required',
      partner_type: 'Type of partner is required',
      partner_interest_reason: 'A reason is required',
    });
    expect(errors.phone).toBeUndefined();
    expect(formErrors(FORM_IDS.partnerChannel, { country: 'Atlantis' }).country).toBe(
      'Country not valid',
    );
    expect(formErrors(FORM_IDS.partnerChannel, { country: 'France' }).country).toBeUndefined();
  });

  it('customer advocacy asks about the logo and at least one way to take part', () => {
    const errors = formErrors(FORM_IDS.customerAdvocacy, {});
    expect(errors.logo_approval).toBe('Please let us know if we may use your logo');
    expect(errors.advocacy_opt_in_type).toBe('How would you like to take part? is required');
    expect(
      formErrors(FORM_IDS.customerAdvocacy, { advocacy_opt_in_type: ['review', 'logo'] })
        .advocacy_opt_in_type,
    ).toBeUndefined();
    // The host receives a single pick as a plain string.
    expect(
      formErrors(FORM_IDS.customerAdvocacy, { advocacy_opt_in_type: 'review' })
        .advocacy_opt_in_type,
    ).toBeUndefined();
  });

  it("referral details: 'Please provide details' and at most 255 characters", () => {
    expect(formErrors(FORM_IDS.customerReferral, {}).referral_details).toBe(
      MESSAGES.referralDetailsRequired,
    );
    expect(
      formErrors(FORM_IDS.customerReferral, { referral_details: 'x'.repeat(256) }).referral_details,
    ).toBe('Please provide fewer details (max 255 characters)');
    expect(
      formErrors(FORM_IDS.customerReferral, { referral_details: 'x'.repeat(255) }).referral_details,
    ).toBeUndefined();
  });

  it('startup referral asks for the firm only with the Other partner, and always for a link', () => {
    const other = formErrors(FORM_IDS.startupReferral, {
      startup_referral_partner: 'Other (Please provide)',
    });
    expect(other.startup_referral_partner__name_of_firm).toBe(
      'Please provide your startup accelerator, incubator or venture capital firm',
    );
    expect(other.startup_referral_partner__url_of_firm).toBe('Please provide a link');
    const listed = formErrors(FORM_IDS.startupReferral, { startup_referral_partner: 'Techstars' });
    expect(listed.startup_referral_partner__name_of_firm).toBeUndefined();
  });

  it('demo step 1 requires email and company size only', () => {
    expect(formErrors(FORM_IDS.requestDemoStarted, {})).toEqual({
      email: 'Work email is required',
      company_size__new_: 'Company size is required',
    });
  });

  it('a complete get-started submission passes; a personal address does not', () => {
    const values = {
      email: 'jane@acme-logistics.com',
      firstname: 'Jane',
      lastname: 'Doe',
      company: 'Acme Logistics',
      company_size__new_: '51',
      business_need_self_declared: 'Manage shared email in one place',
    };
    expect(formErrors(FORM_IDS.getStarted, values)).toEqual({});
    expect(formErrors(FORM_IDS.getStarted, { ...values, email: 'jane@gmail.com' }).email).toBe(
      'Please use your work email',
    );
  });
});

describe('control characters and repeated values (every text rule, browser and server alike)', () => {
  const CONTROL_CHARACTERS = [
    '\r',
    '\n',
    '\r\n',
    '\u0000',
    '\t',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u2028',
  ];
  const contactSales = {
    full_name: 'Hannah Becker',
    email: 'hannah@clearpath-insurance.com',
    company: 'Clearpath Insurance',
    company_size__new_: '1001',
    phone: '+14155552671',
  };

  it.each(CONTROL_CHARACTERS.map((c) => [JSON.stringify(c), c]))(
    "answers '{label} contains invalid characters' for %s inside a one-line answer",
    (_, character) => {
      const errors = formErrors(FORM_IDS.contactSales, {
        ...contactSales,
        full_name: `Hannah${character}Becker`,
        company: `Clearpath${character}Bcc: eve@evil.example`,
        phone: `+14155552671${character}5`,
      });
      expect(errors).toEqual({
        full_name: 'Full name contains invalid characters',
        company: 'Company contains invalid characters',
        phone: 'Phone number contains invalid characters',
      });
    },
  );

  it('refuses them in addresses, choices, links and values set by the page', () => {
    expect(messageFor(emailSchema(), 'jane@acme.com\r\nBcc: eve@evil.example')).toBe(
      'Work email contains invalid characters',
    );
    expect(messageFor(choiceSchema(FIELDS.industry.label, ['Retail']), 'Retail\u0000')).toBe(
      'Industry contains invalid characters',
    );
    const partner = formErrors(FORM_IDS.partnerChannel, {
      website: 'acme.com\n',
      company_linkedin_url__form: 'linkedin.com/company/acme\u0000x',
    });
    expect(partner.company_linkedin_url__form).toBe(
      'LinkedIn company URL contains invalid characters',
    );
    expect(formErrors(FORM_IDS.resourceDownload, { resource_id: 'guide\u0000' }).resource_id).toBe(
      'resource_id contains invalid characters',
    );
  });

  it('keeps the line breaks of a multi-line answer, but not other control characters', () => {
    const message = 'First line\r\nSecond line\n\tindented';
    expect(formErrors(FORM_IDS.contactSales, { ...contactSales, sales_message: message })).toEqual(
      {},
    );
    expect(
      formErrors(FORM_IDS.contactSales, { ...contactSales, sales_message: 'Hi\u0000there' }),
    ).toEqual({
      sales_message: 'What would you like to discuss? (optional) contains invalid characters',
    });
    expect(
      formErrors(FORM_IDS.customerReferral, { referral_details: 'a\u001bb' }).referral_details,
    ).toBe('Referral details contains invalid characters');
  });

  it("answers 'Email cannot be an array' for two addresses, and '{label} cannot be an array' elsewhere", () => {
    const errors = formErrors(FORM_IDS.contactSales, {
      ...contactSales,
      email: ['hannah@clearpath-insurance.com', 'eve@evil.example'],
      company: ['Clearpath', 'Evil'],
      phone: ['+14155552671'],
    });
    expect(errors).toEqual({
      email: 'Email cannot be an array',
      company: 'Company cannot be an array',
      phone: 'Phone number cannot be an array',
    });
    expect(messageFor(nameSchema(FIELDS.firstname.label), { first: 'Jane' })).toBe(
      'First name not valid',
    );
  });
});
