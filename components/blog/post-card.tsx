import Image from 'next/image';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import type { PostSummary } from '@/lib/content/blog';
import { colors, fontSizes, radii, shadows } from '@/styles/theme';
import { formatLongDate } from '@/lib/content/long-date';
import { DraftBadge } from '@/components/content-page/draft-badge';

/** A post in a list: cover, category, title (the link), excerpt, author and date. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Cover>
        {/* Decorative: the title next to it says what the post is about. */}
        <Image
          src={post.cover.src}
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        />
      </Cover>
      <Body>
        <Meta>
          <span>{post.category.name}</span>
          {post.draft && <DraftBadge>Draft</DraftBadge>}
        </Meta>
        <Title as={Heading}>
          <Link href={post.path}>{post.title}</Link>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <Byline>
          {post.author.name} · <time dateTime={post.date}>{formatLongDate(post.date)}</time> ·{' '}
          {post.readingMinutes} min read
        </Byline>
      </Body>
    </Card>
  );
}

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 28px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  transition: box-shadow 160ms ease;
  &:hover,
  &:focus-within {
    box-shadow: ${shadows.card};
  }
`;

const Cover = styled.div`
  aspect-ratio: 1200 / 630;
  background: ${colors.violet100};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: 20px 22px 24px;
`;

const Meta = styled.p`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0 0 8px;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.violet700};
`;

const Title = styled.h2`
  margin: 0 0 10px;
  font-size: ${fontSizes.xl};
  a {
    color: ${colors.ink900};
    text-decoration: none;
  }
  /* The whole card is clickable through the title link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: ${colors.violet700};
  }
`;

const Excerpt = styled.p`
  flex: 1;
  color: ${colors.ink600};
`;

const Byline = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.ink500};
`;
