import Image from 'next/image';
import { PageBlock } from '@/components/blocks/page-block';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { Breadcrumbs } from '@/components/content-page/breadcrumbs';
import { Prose } from '@/components/content-page/prose';
import { BlogSubscribeBand } from '@/components/forms/blog-subscribe-band';
import type { Breadcrumb } from '@/components/seo';
import type { PostSummary } from '@/lib/content/blog';
import type { PostPage } from '@/lib/content/post-page';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { formatLongDate } from '@/lib/content/long-date';
import { DraftBadge } from '@/components/content-page/draft-badge';
import { PostListIsland } from './post-list-island';

/** One blog post: header, cover, Markdown body, author box and related posts. */
export function PostView({
  post,
  related,
  breadcrumbs,
}: {
  post: PostPage;
  related: PostSummary[];
  breadcrumbs: Breadcrumb[];
}) {
  return (
    <>
      <Article>
        <Header>
          <Breadcrumbs items={breadcrumbs} />
          <Meta>
            <Link href={`/blog/category/${post.category.slug}`}>{post.category.name}</Link>
            {post.draft && <DraftBadge>Draft: visible in preview only</DraftBadge>}
          </Meta>
          <h1>{post.title}</h1>
          <Lead>{post.excerpt}</Lead>
          <Byline>
            <Image src={post.author.avatar.src} alt="" width={48} height={48} className="avatar" />
            <span>
              <strong>{post.author.name}</strong>, {post.author.role}
              <br />
              <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              {post.updated && (
                <>
                  {' '}
                  · Updated <time dateTime={post.updated}>{formatLongDate(post.updated)}</time>
                </>
              )}{' '}
              · {post.readingMinutes} min read
            </span>
          </Byline>
        </Header>
        <Cover>
          <Image
            src={post.cover.src}
            alt={post.cover.alt}
            width={post.cover.width}
            height={post.cover.height}
            sizes={`(min-width: 1024px) ${POST_COLUMN_PX}px, 100vw`}
            priority
          />
        </Cover>
        <BodyColumn>
          <Prose html={post.html} />
          <AuthorBox aria-label="About the author">
            <Image src={post.author.avatar.src} alt="" width={64} height={64} />
            <div>
              <p className="name">
                Written by {post.author.name}, {post.author.role}
              </p>
              <p>{post.authorBio}</p>
            </div>
          </AuthorBox>
        </BodyColumn>
      </Article>
      {related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <div>
            <h2 id="related-heading">Keep reading</h2>
            <PostListIsland posts={related} headingLevel={3} />
          </div>
        </Related>
      )}
      <BlogSubscribeBand />
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'Put these ideas to work in your own inbox',
          body: 'Start a free trial or see a tailored demo with a product expert.',
        }}
      />
    </>
  );
}

/** Headline, cover and body share one column, so they start at the same left edge. */
const POST_COLUMN_PX = 760;

const Article = styled.article`
  padding: 40px var(--page-padding) 32px;
`;

const Header = styled.header`
  max-width: ${POST_COLUMN_PX}px;
  margin: 0 auto 32px;
  h1 {
    font-size: ${fontSizes['4xl']};
    ${mq('desktop')} {
      font-size: ${fontSizes['5xl']};
    }
  }
`;

const Meta = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  margin-bottom: 12px;
  font-weight: 600;
  font-size: ${fontSizes.sm};
  a {
    color: ${colors.violet700};
    text-decoration: none;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

const Lead = styled.p`
  font-size: ${fontSizes.xl};
  color: ${colors.ink600};
`;

const Byline = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  font-size: ${fontSizes.sm};
  color: ${colors.ink600};
  .avatar {
    border-radius: 50%;
    flex: none;
  }
  strong {
    color: ${colors.ink900};
  }
`;

const Cover = styled.div`
  max-width: ${POST_COLUMN_PX}px;
  margin: 0 auto 40px;
  aspect-ratio: 1200 / 630;
  border-radius: ${radii.xl};
  overflow: hidden;
  background: ${colors.violet100};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const BodyColumn = styled.div`
  max-width: ${POST_COLUMN_PX}px;
  margin: 0 auto;
`;

const AuthorBox = styled.aside`
  display: flex;
  gap: 16px;
  margin-top: 48px;
  padding: 24px;
  border-radius: ${radii.lg};
  background: ${colors.violet50};
  img {
    border-radius: 50%;
    flex: none;
  }
  p {
    margin: 0;
    color: ${colors.ink600};
  }
  .name {
    margin-bottom: 4px;
    font-weight: 700;
    color: ${colors.ink900};
  }
`;

const Related = styled.section`
  padding: 48px var(--page-padding);
  background: ${colors.ink100};
  > div {
    max-width: 1200px;
    margin: 0 auto;
  }
  h2 {
    font-size: ${fontSizes['2xl']};
    margin-bottom: 24px;
  }
`;
