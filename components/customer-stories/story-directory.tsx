import Image from 'next/image';
import { SiteLink as Link } from '@/components/site-link/site-link';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DirectoryCard, DirectoryResults, SelectFilter } from '@/components/directory/directory';
import { filterStories, type StorySummary } from '@/lib/content/customer-stories-browser';
import { colors, fontSizes } from '@/styles/theme';
import { DraftBadge } from '@/components/content-page/draft-badge';
import { isSvgAddress } from '@/lib/content/upload-types';

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
  const industryOptions = useMemo(
    () => industries.map((name) => ({ value: name, label: name })),
    [industries],
  );
  return (
    <>
      <Filters role="group" aria-label="Filter customer stories">
        <SelectFilter
          id={`${id}-industry`}
          label="Industry"
          allLabel="All industries"
          value={industry}
          options={industryOptions}
          onChange={setIndustry}
        />
        <SelectFilter
          id={`${id}-size`}
          label="Company size"
          allLabel="All sizes"
          value={teamSize}
          options={sizes}
          onChange={setTeamSize}
        />
      </Filters>
      <DirectoryResults
        items={visible}
        countText={visible.length === 1 ? '1 story' : `${visible.length} stories`}
        empty={
          <>
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
          </>
        }
        minCardWidth={300}
        gap={24}
        itemKey={(story) => story.slug}
        renderItem={(story) => (
          <Card>
            <Image
              src={story.logo}
              alt={story.logoAlt}
              width={180}
              height={60}
              unoptimized={isSvgAddress(story.logo)}
            />
            <p className="meta">
              {story.draft && <DraftBadge>Draft</DraftBadge>}
              {story.draft && ' '}
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
        )}
      />
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
`;

const Card = styled(DirectoryCard)`
  padding: 24px;
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
  .metric {
    margin: 0;
    color: ${colors.ink600};
  }
  .metric strong {
    font-size: ${fontSizes['2xl']};
    color: ${colors.violet700};
  }
`;
