import { schedulerEmbedUrl, schedulerPayload } from './scheduler-payload';

const values = {
  email: 'ann@acme.example',
  firstname: 'Ann',
  lastname: 'Lee',
  company: 'Acme',
  jobtitle: '',
  phone: '+12125550100',
  company_size__new_: '251',
  industry__self_select_: 'Technology',
  primary_use_case: 'Manage shared email inboxes',
};

describe('the scheduler payload', () => {
  it('carries the spec fields, with an empty title when the job title is missing', () => {
    expect(schedulerPayload(values)).toEqual({
      email: 'ann@acme.example',
      first_name: 'Ann',
      last_name: 'Lee',
      company: 'Acme',
      title: '',
      phone_number: '+12125550100',
      company_size_form: '251',
      industry_self_select: 'Technology',
    });
    expect(schedulerPayload({ ...values, jobtitle: undefined }).title).toBe('');
  });

  it("prefills each provider's page with its own parameters", () => {
    const payload = schedulerPayload({ ...values, jobtitle: 'Head of Support' });
    const calendly = new URL(
      schedulerEmbedUrl('calendly', 'https://calendly.com/switchboard/demo', payload, 'www.site'),
    );
    expect(calendly.searchParams.get('name')).toBe('Ann Lee');
    expect(calendly.searchParams.get('email')).toBe('ann@acme.example');
    expect(calendly.searchParams.get('embed_domain')).toBe('www.site');
    const chili = new URL(
      schedulerEmbedUrl(
        'chilipiper',
        'https://acme.chilipiper.com/router/demo',
        payload,
        'www.site',
      ),
    );
    expect(chili.searchParams.get('first_name')).toBe('Ann');
    expect(chili.searchParams.get('company_size_form')).toBe('251');
    expect(chili.searchParams.get('title')).toBe('Head of Support');
    const cal = new URL(
      schedulerEmbedUrl('calcom', 'https://cal.com/switchboard/demo', payload, 'www.site'),
    );
    expect(cal.searchParams.get('name')).toBe('Ann Lee');
    expect(cal.searchParams.get('metadata[industry_self_select]')).toBe('Technology');
  });
});
