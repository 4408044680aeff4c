import styled from 'styled-components';
import { PRODUCT_NAME } from '@/constants/brand';
import { Island } from '@/lib/rendering';

// The form's code (formik, yup, the validation lists) loads when the band nears the viewport
// (decision 0150); the server renders it as usual.
const loadBlogSubscribeForm = () =>
  import('./blog-subscribe-form').then((module) => module.BlogSubscribeForm);

/** The blog footer's subscription band (form id blog-subscribe-footer), under posts and indexes. */
export function BlogSubscribeBand() {
  return (
    <Band aria-labelledby="blog-subscribe-heading">
      <div>
        <Copy>
          <h2 id="blog-subscribe-heading">Get the best of the blog in your inbox</h2>
          <p>{`Practical customer-service ideas from the ${PRODUCT_NAME} team, every other week. No spam, unsubscribe any time.`}</p>
        </Copy>
        <Island when="near" load={loadBlogSubscribeForm} />
      </div>
    </Band>
  );
}

const Band = styled.section`
  padding: 48px var(--page-padding);
  background: ${({ theme }) => theme.colors.violet50};
  > div {
    display: grid;
    gap: 24px;
    max-width: 1200px;
    margin: 0 auto;
    align-items: center;
    ${({ theme }) => `@media (min-width: ${theme.breakpoints.desktop}px)`} {
      grid-template-columns: 1fr 1fr;
      gap: 64px;
    }
  }
`;

const Copy = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.ink600};
    margin: 0;
  }
`;
