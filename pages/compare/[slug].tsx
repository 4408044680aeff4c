import { PageBlock } from '@/components/blocks/page-block';
import styled from 'styled-components';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { Seo } from '@/components/seo';
import { PRODUCT_NAME } from '@/constants/brand';
import { getComparison, getComparisons } from '@/lib/content/compare';
import { comparePath, formatLongDate, type Comparison } from '@/lib/content/compare-browser';
import { entryPages } from '@/lib/server/content/entry-pages';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/**
 * A comparison with one competing help desk. Each statement about the other product summarises
 * its own public page, shown with the source, the date an editor last read it and a note of what
 * the page said then (docs/decisions/0021-verified-comparison-claims.md).
 */
export default function ComparePage({ comparison }: { comparison: Comparison }) {
  const path = comparePath(comparison.slug);
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: comparison.title, path },
  ];
  return (
    <>
      <Seo
        title={`${comparison.title}: an honest comparison`}
        description={comparison.summary}
        path={path}
        eyebrow="Compare"
        breadcrumbs={breadcrumbs}
        faq={comparison.faq}
      />
      <PageHeader
        eyebrow="Compare"
        title={`${PRODUCT_NAME} vs ${comparison.competitor}`}
        intro={<p>{comparison.summary}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <Fit>
            <div>
              <h2>{comparison.competitor} is often a good fit for</h2>
              <p>{comparison.goodFitFor}</p>
            </div>
            <div>
              <h2>{PRODUCT_NAME} is often a good fit for</h2>
              <p>{comparison.switchboardFitFor}</p>
            </div>
          </Fit>
          <h2 id="claims-heading">Side by side</h2>
          <Claims aria-labelledby="claims-heading">
            {comparison.claims.map((claim) => (
              <li key={claim.topic}>
                <h3>{claim.topic}</h3>
                <div className="columns">
                  <div>
                    <p className="label">{comparison.competitor}</p>
                    <p>{claim.theirs}</p>
                    <p className="source">
                      Source:{' '}
                      <a href={claim.source.url} rel="noopener noreferrer">
                        {claim.source.title}
                      </a>
                      . Last verified{' '}
                      <time dateTime={claim.lastVerified}>
                        {formatLongDate(claim.lastVerified)}
                      </time>
                      .
                    </p>
                    <p className="note">When we read it, the page said: {claim.sourceNote}</p>
                  </div>
                  <div>
                    <p className="label">{PRODUCT_NAME}</p>
                    <p>{claim.ours}</p>
                  </div>
                </div>
              </li>
            ))}
          </Claims>
          <Disclaimer>
            {comparison.competitor} is a trademark of its owner. Each statement about{' '}
            {comparison.competitor} summarises the linked public page, which our content team read
            on the date shown; we re-read every source at least once a quarter and remove a
            statement its source no longer supports. Pages change, so please check the linked
            source. Spotted something out of date? Tell us at{' '}
            <a href="mailto:compare@switchboard.example">compare@switchboard.example</a> and we will
            correct it.
          </Disclaimer>
        </Inner>
      </Band>
      <PageBlock
        block={{
          type: 'faq',
          heading: `Switching from ${comparison.competitor}`,
          items: [...comparison.faq],
        }}
      />
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'Compare for yourself',
          body: 'Run your own conversations through Switchboard during a free trial, or ask for a guided demo.',
        }}
      />
    </>
  );
}

// A page an editor adds after the build is generated on its first request (decision 0187).
const comparisons = entryPages({
  entries: getComparisons,
  props: async (slug) => {
    const comparison = await getComparison(slug);
    return comparison && { comparison };
  },
});

export const getStaticPaths = comparisons.getStaticPaths;
export const getStaticProps = comparisons.getStaticProps;

const Fit = styled.div`
  display: grid;
  gap: 20px;
  margin-bottom: 48px;
  ${mq('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    padding: 24px;
    border-radius: ${radii.lg};
    background: ${colors.violet50};
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${colors.ink700};
  }
`;

const Claims = styled.ol`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  li {
    padding: 24px 0;
    border-bottom: 1px solid ${colors.ink200};
  }
  h3 {
    font-size: ${fontSizes.xl};
  }
  .columns {
    display: grid;
    gap: 16px;
    ${mq('tablet')} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .label {
    margin: 0 0 4px;
    font-size: ${fontSizes.sm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.violet700};
  }
  p {
    color: ${colors.ink700};
  }
  .source,
  .note {
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
  .note {
    margin-top: -8px;
  }
`;

const Disclaimer = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.ink500};
`;
