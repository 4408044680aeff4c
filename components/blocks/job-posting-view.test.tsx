import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CAREERS_EMAIL } from '@/constants/jobs';
import type { Job } from '@/lib/content/jobs-browser';
import { theme } from '@/styles/theme';
import { JobPostingView, jobPostingJsonLd } from './job-posting-view';

// Two roles as the editor saves them (content/jobs/*.yaml, read on the server; this test runs in
// the browser's environment, where the reader may not run).
const officeJob: Job = {
  slug: 'support-specialist-emea',
  title: 'Support Specialist, EMEA',
  team: 'Customer Success',
  location: 'Dublin, Ireland (hybrid)',
  place: { discriminant: false, value: { locality: 'Dublin', region: '', country: 'IE' } },
  employmentType: 'Full-time',
  postedOn: '2026-11-12',
  salaryRange: '',
  summary:
    'Answer our own customers on chat and email, in Switchboard, and help keep our 97%+ CSAT where it is.',
  responsibilities: [
    'Resolve questions about setup, routing rules, integrations and billing within our service targets.',
    'Reproduce and document bugs clearly for engineering.',
  ],
  requirements: [
    'Two or more years in a customer-facing support role for a software product.',
    'Curiosity about how things work, and patience explaining it.',
  ],
  draft: false,
};
const remoteJob: Job = {
  ...officeJob,
  slug: 'senior-software-engineer-inbox-platform',
  title: 'Senior Software Engineer, Inbox Platform',
  location: 'Remote (US or Canada)',
  place: { discriminant: true, value: { countries: ['US', 'CA'] } },
};

describe('job postings', () => {
  it('shows the role as the page heading with its facts and a way to apply', () => {
    render(
      <ThemeProvider theme={theme}>
        <JobPostingView job={officeJob} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(officeJob.title);
    expect(screen.getByText(officeJob.location)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this role' })).toHaveAttribute(
      'href',
      `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(officeJob.title)}`,
    );
    for (const item of officeJob.responsibilities) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });

  it('describes a remote role as telecommute with the countries it hires in', () => {
    const data = jobPostingJsonLd(remoteJob);
    expect(data['@type']).toBe('JobPosting');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'US' },
      { '@type': 'Country', name: 'CA' },
    ]);
    expect(data.jobLocation).toBeUndefined();
    expect(data.datePosted).toBe(remoteJob.postedOn);
    expect(data.employmentType).toBe('FULL_TIME');
  });

  it('describes an office role with its address and a validity of 60 days', () => {
    const data = jobPostingJsonLd(officeJob);
    expect(data.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Dublin', addressCountry: 'IE' },
    });
    expect(data.jobLocationType).toBeUndefined();
    const posted = new Date(`${officeJob.postedOn}T00:00:00Z`).getTime();
    const valid = new Date(`${String(data.validThrough)}T00:00:00Z`).getTime();
    expect((valid - posted) / 86_400_000).toBe(60);
  });
});
