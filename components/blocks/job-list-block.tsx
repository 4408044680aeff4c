import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { jobPath, jobsByTeam } from '@/lib/content/jobs-browser';
import type { JobListBlock as JobListData } from '@/content/pages/schema';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { Container, Lead, Section, SectionHeader, SectionHeading } from './layout';

const Team = styled.section`
  margin-bottom: 40px;
  h3 {
    font-size: ${fontSizes['2xl']};
    margin-bottom: 16px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
`;

/* Each role is one link: the title is its accessible name, location and type follow. */
const Role = styled(Link)`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 20px 24px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  color: inherit;
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    color: inherit;
    border-color: ${colors.violet200};
    box-shadow: 0 4px 16px rgba(20, 17, 31, 0.06);
  }
  &:hover strong {
    color: ${colors.violet700};
  }
  &::after {
    content: '→';
    flex: none;
    color: ${colors.violet600};
    font-size: ${fontSizes.xl};
  }
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

const RoleTitle = styled.strong`
  font-size: ${fontSizes.lg};
`;

const Meta = styled.span`
  color: ${colors.ink600};
  font-size: ${fontSizes.sm};
`;

export function JobListBlock({ block }: { block: JobListData }) {
  return (
    <Section $tone="tint" id="open-roles">
      <Container>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        {jobsByTeam(block.jobs ?? []).map((group) => (
          <Team key={group.team} aria-label={group.team}>
            <h3>{group.team}</h3>
            <ul>
              {group.jobs.map((job) => (
                <li key={job.slug}>
                  <Role href={jobPath(job.slug)}>
                    <Heading>
                      <RoleTitle>{job.title}</RoleTitle>
                      <Meta>
                        {job.location} · {job.employmentType}
                      </Meta>
                    </Heading>
                  </Role>
                </li>
              ))}
            </ul>
          </Team>
        ))}
      </Container>
    </Section>
  );
}
