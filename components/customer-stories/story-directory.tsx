import Image from 'next/image';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { filterStories, type StorySummary } from '@/lib/content/customer-stories';
import { colors, fontSizes, radii, shadows } from '@/styles/theme';

interface StoryDirectoryProps {
  stories: StorySummary[];
  industries: string[];
  sizes: { value: string; label: string }[];
}

/** Customer stories filtered by industry and team size (all stories show without JavaScript). */
export function StoryDirectory({ stories, industries, sizes }: StoryDirectoryProps) {
  const id = useId();
  const [industry, setIndustry] = useState('');
  const [teamSize, setTeamSize] = useState('');
  const visible = useMemo(
    () => filterStories(stories, { industry, teamSize }),
    [stories, industry, teamSize],
  );
  return (
    <>
      <Filters aria-label="Filter customer stories">
        <div>
          <label htmlFor={`${id}-industry`}>Industry</label>
          <select
            id={`${id}-industry`}
            value={industry}
            onChange={(event) => setIndustry(event.target.value)}
          >
            <option value="">All industries</option>
            {industries.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-size`}>Company size</label>
          <select
            id={`${id}-size`}
            value={teamSize}
            onChange={(event) => setTeamSize(event.target.value)}
          >
            <option value="">All sizes</option>
            {sizes.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </select>
        </div>
        <p role="status" aria-live="polite">
          {visible.length === 1 ? '1 story' : `${visible.length} stories`}
        </p>
      </Filters>
      {visible.length === 0 ? (
        <Empty>
          No stories match both filters yet.{' '}
          <button
            type="button"
            onClick={() => {
              setIndustry('');
              setTeamSize('');
            }}
          >
            Show all stories
          </button>
        </Empty>
      ) : (
        <Grid>
          {visible.map((story) => (
            <li key={story.slug}>
              <Card>
                <Image src={story.logo.src} alt={story.logo.alt} width={180} height={60} />
                <p className="meta">
                  {story.industry} · {story.teamSizeLabel} · {story.region}
                </p>
                <h2>
                  <Link href={story.path}>{story.title}</Link>
                </h2>
                {story.metrics[0] && (
                  <p className="metric">
                    <strong>{story.metrics[0].value}</strong> {story.metrics[0].label}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-end;
  margin-bottom: 28px;
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  select {
    min-width: 220px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1.5px solid ${colors.ink300};
    border-radius: ${radii.md};
    background: ${colors.white};
  }
  p {
    margin: 0 0 10px;
    color: ${colors.ink600};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.article`
  position: relative;
  height: 100%;
  padding: 24px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  &:hover,
  &:focus-within {
    box-shadow: ${shadows.card};
  }
  img {
    display: block;
    margin-bottom: 16px;
  }
  .meta {
    margin: 0 0 8px;
    font-size: ${fontSizes.sm};
    color: ${colors.violet700};
    font-weight: 600;
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
  h2 a {
    color: ${colors.ink900};
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .metric {
    margin: 0;
    color: ${colors.ink600};
  }
  .metric strong {
    font-size: ${fontSizes['2xl']};
    color: ${colors.violet700};
  }
`;

const Empty = styled.p`
  padding: 32px;
  border: 1px dashed ${colors.ink300};
  border-radius: ${radii.lg};
  button {
    border: 0;
    background: none;
    color: ${colors.violet700};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;
