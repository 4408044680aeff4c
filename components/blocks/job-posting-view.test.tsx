import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CAREERS_EMAIL, jobs } from '@/content/jobs';
import { theme } from '@/styles/theme';
import { JobPostingView, jobPostingJsonLd } from './job-posting-view';

const remoteJob = jobs.find((job) => job.place.remote)!;
const officeJob = jobs.find((job) => !job.place.remote)!;

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
    expect(data.applicantLocationRequirements).toEqual(
      remoteJob.place.remote
        ? remoteJob.place.countries.map((name) => ({ '@type': 'Country', name }))
        : [],
    );
    expect(data.jobLocation).toBeUndefined();
    expect(data.datePosted).toBe(remoteJob.postedOn);
    expect(data.employmentType).toBe('FULL_TIME');
  });

  it('describes an office role with its address and a validity of 60 days', () => {
    const data = jobPostingJsonLd(officeJob);
    expect(data.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: expect.any(String) },
    });
    expect(data.jobLocationType).toBeUndefined();
    const posted = new Date(`${officeJob.postedOn}T00:00:00Z`).getTime();
    const valid = new Date(`${String(data.validThrough)}T00:00:00Z`).getTime();
    expect((valid - posted) / 86_400_000).toBe(60);
  });
});
