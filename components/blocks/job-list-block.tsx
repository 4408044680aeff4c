import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { CAREERS_EMAIL, jobsByTeam } from '@/content/jobs';
import type { JobListBlock as JobListData } from '@/content/pages/schema';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { Container, Lead, Section, SectionHeader, SectionHeading } from './layout';

const Team = styled.section`
  margin-bottom: 40px;
  h3 {
    font-size: ${fontSizes['2xl']};
    margin-bottom: 16px;
  }
`;

const Role = styled.details`
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  margin-bottom: 12px;
  summary {
    cursor: pointer;
    padding: 20px 24px;
    list-style: none;
    display: flex;
    align-items: center;
    gap: 16px;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A plus that turns into a minus shows the row opens. */
  summary::after {
    content: '+';
    flex: none;
    width: 24px;
    text-align: center;
    font-size: ${fontSizes.xl};
    line-height: 1;
    color: ${colors.violet600};
  }
  &[open] summary::after {
    content: '−';
  }
  summary:hover strong {
    color: ${colors.violet700};
  }
  &[open] summary {
    border-bottom: 1px solid ${colors.ink200};
  }
`;

const RoleTitle = styled.strong`
  font-size: ${fontSizes.lg};
`;

/* Title and meta sit side by side on wide screens and stack on phones. */
const Heading = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${mq('tablet')} {
    flex-direction: row;
    justify-content: space-between;
    align-items: baseline;
    gap: 24px;
  }
`;

const Meta = styled.span`
  color: ${colors.ink600};
  font-size: ${fontSizes.sm};
`;

const Details = styled.div`
  padding: 20px 24px 24px;
  h4 {
    font-size: ${fontSizes.md};
    margin: 16px 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    color: ${colors.ink700};
  }
  li + li {
    margin-top: 6px;
  }
`;

export function JobListBlock({ block }: { block: JobListData }) {
  return (
    <Section $tone="tint" id="open-roles">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        {jobsByTeam().map((group) => (
          <Team key={group.team} aria-label={group.team}>
            <h3>{group.team}</h3>
            {group.jobs.map((job) => (
              <Role key={job.slug} id={job.slug}>
                <summary>
                  <Heading>
                    <RoleTitle>{job.title}</RoleTitle>
                    <Meta>
                      {job.location} · {job.employmentType}
                    </Meta>
                  </Heading>
                </summary>
                <Details>
                  <p>{job.summary}</p>
                  {job.salaryRange && (
                    <p>
                      <strong>Salary range:</strong> {job.salaryRange}
                    </p>
                  )}
                  <h4>What you will do</h4>
                  <ul>
                    {job.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <h4>What you will bring</h4>
                  <ul>
                    {job.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <p>
                    <Meta>Posted {format(parseISO(job.postedOn), 'MMMM d, yyyy')}</Meta>
                  </p>
                  <a href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(job.title)}`}>
                    Apply for {job.title}
                  </a>
                </Details>
              </Role>
            ))}
          </Team>
        ))}
      </Container>
    </Section>
  );
}
