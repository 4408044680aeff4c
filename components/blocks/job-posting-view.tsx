import { addDays, format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { PageHeader } from '@/components/content-page/page-header';
import { Seo, type JsonLd } from '@/components/seo';
import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { CAREERS_EMAIL } from '@/constants/jobs';
import { jobPath, type Job } from '@/lib/content/jobs-browser';
import { absoluteUrl } from '@/lib/content/site-origin';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/** A posting stays valid for search engines this long after it was posted. */
const POSTING_VALID_DAYS = 60;

const EMPLOYMENT_TYPE_CODES: Record<Job['employmentType'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
};

/** schema.org JobPosting for one role (Google's job-posting rich result). */
export function jobPostingJsonLd(job: Job): JsonLd {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const { place: where } = job;
  const place = where.discriminant
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: where.value.countries.map((country) => ({
          '@type': 'Country',
          name: country,
        })),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: where.value.locality,
            ...(where.value.region ? { addressRegion: where.value.region } : {}),
            addressCountry: where.value.country,
          },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.summary}</p><p>What you will do:</p>${list(job.responsibilities)}<p>What you will bring:</p>${list(job.requirements)}`,
    datePosted: job.postedOn,
    validThrough: format(addDays(parseISO(job.postedOn), POSTING_VALID_DAYS), 'yyyy-MM-dd'),
    employmentType: EMPLOYMENT_TYPE_CODES[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: COMPANY_LEGAL_NAME,
      sameAs: absoluteUrl('/'),
    },
    url: absoluteUrl(jobPath(job.slug)),
    ...place,
  };
}

export function JobPostingView({ job }: { job: Job }) {
  const path = jobPath(job.slug);
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Careers', path: '/jobs' },
    { name: job.title, path },
  ];
  const applyHref = `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(job.title)}`;
  return (
    <>
      <Seo
        title={`${job.title} | Careers at ${PRODUCT_NAME}`}
        description={job.summary}
        path={path}
        eyebrow="Careers"
        breadcrumbs={breadcrumbs}
        jsonLd={[jobPostingJsonLd(job)]}
      />
      <PageHeader
        eyebrow={job.team}
        title={job.title}
        intro={job.summary}
        breadcrumbs={breadcrumbs}
      >
        <Facts>
          <div>
            <dt>Location</dt>
            <dd>{job.location}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{job.employmentType}</dd>
          </div>
          {job.salaryRange && (
            <div>
              <dt>Salary range</dt>
              <dd>{job.salaryRange}</dd>
            </div>
          )}
          <div>
            <dt>Posted</dt>
            <dd>
              <time dateTime={job.postedOn}>{format(parseISO(job.postedOn), 'MMMM d, yyyy')}</time>
            </dd>
          </div>
        </Facts>
      </PageHeader>
      <Body>
        <h2>What you will do</h2>
        <ul>
          {job.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2>What you will bring</h2>
        <ul>
          {job.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Apply>
          <p>
            Send your CV or LinkedIn profile and a few lines on why this role, to{' '}
            <a href={applyHref}>{CAREERS_EMAIL}</a>. Every applicant hears back from us.
          </p>
          <ApplyLink href={applyHref}>Apply for this role</ApplyLink>
        </Apply>
      </Body>
    </>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 40px;
  margin: 24px 0 0;
  dt {
    font-size: ${fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.ink600};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

/* Lines up with the page header's left edge; the text column stays at a readable width. */
const Body = styled.div`
  max-width: calc(1200px + var(--page-padding) * 2);
  margin: 0 auto;
  padding: 0 var(--page-padding) 96px;
  font-size: ${fontSizes.lg};
  color: ${colors.ink700};
  h2 {
    margin: 32px 0 12px;
    font-size: ${fontSizes['2xl']};
    color: ${colors.ink900};
  }
  > * {
    max-width: 760px;
  }
  li + li {
    margin-top: 8px;
  }
  ${mq('desktop')} {
    padding-bottom: 128px;
  }
`;

const Apply = styled.div`
  margin-top: 40px;
  padding: 28px;
  border-radius: ${radii.lg};
  background: ${colors.violet50};
`;

const ApplyLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radii.pill};
  background: ${colors.violet600};
  color: ${colors.white};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.violet800};
    color: ${colors.white};
  }
`;
