import { SiteLink as Link } from '@/components/site-link/site-link';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DirectoryCard, DirectoryResults } from '@/components/directory/directory';
import type { LogoFile } from '@/lib/content/integration-logos';
import { filterIntegrations, type IntegrationSummary } from '@/lib/content/integrations-browser';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { IntegrationLogo } from './integration-logo';

export type IntegrationCardData = IntegrationSummary & { logo: LogoFile };

interface DirectoryProps {
  integrations: IntegrationCardData[];
  categories: { slug: string; name: string; count: number }[];
}

/**
 * The integrations directory: a search box and category filter narrow the list as the visitor
 * types or picks. Without JavaScript the whole list shows, so nothing is out of reach.
 */
export function IntegrationDirectory({ integrations, categories }: DirectoryProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const visible = useMemo(
    () => filterIntegrations(integrations, { category, query }),
    [integrations, category, query],
  );

  return (
    <Layout>
      <Filters aria-label="Filter integrations">
        <label htmlFor={searchId}>Search integrations</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. Slack, CRM, Shopify"
          autoComplete="off"
        />
        <fieldset>
          <legend>Category</legend>
          <CategoryOption>
            <input
              type="radio"
              name="integration-category"
              value=""
              checked={category === ''}
              onChange={() => setCategory('')}
            />
            <span>All categories</span>
            <span className="count">{integrations.length}</span>
          </CategoryOption>
          {categories.map((c) => (
            <CategoryOption key={c.slug}>
              <input
                type="radio"
                name="integration-category"
                value={c.slug}
                checked={category === c.slug}
                onChange={() => setCategory(c.slug)}
              />
              <span>{c.name}</span>
              <span className="count">{c.count}</span>
            </CategoryOption>
          ))}
        </fieldset>
      </Filters>
      <div>
        <DirectoryResults
          items={visible}
          countText={
            visible.length === integrations.length
              ? `${integrations.length} integrations`
              : `${visible.length} of ${integrations.length} integrations`
          }
          empty={
            <>
              No integrations match. Our <Link href="/product/integrations-api">open API</Link> and
              Zapier connect most other tools.
            </>
          }
          label="Integrations"
          minCardWidth={280}
          gap={16}
          itemKey={(integration) => integration.slug}
          renderItem={(integration) => (
            <Card>
              <IntegrationLogo logo={integration.logo} />
              <div>
                <h2>
                  <Link href={integration.path}>{integration.name}</Link>
                </h2>
                <p className="category">{integration.categoryName}</p>
                <p>{integration.tagline}</p>
              </div>
            </Card>
          )}
        />
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${mq('desktop')} {
    grid-template-columns: 260px 1fr;
    align-items: start;
  }
`;

const Filters = styled.aside`
  ${mq('desktop')} {
    position: sticky;
    top: 100px;
  }
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  > input {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1.5px solid ${colors.ink300};
    border-radius: ${radii.md};
  }
  fieldset {
    margin: 20px 0 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const CategoryOption = styled.label`
  display: flex !important;
  gap: 10px;
  align-items: center;
  margin: 0 !important;
  padding: 8px 10px;
  border-radius: ${radii.sm};
  font-weight: 400 !important;
  cursor: pointer;
  &:hover {
    background: ${colors.violet50};
  }
  &:has(input:checked) {
    background: ${colors.violet100};
    color: ${colors.violet800};
    font-weight: 600 !important;
  }
  input {
    accent-color: ${colors.violet600};
  }
  .count {
    margin-left: auto;
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
`;

/* The logo above the name: drawn wordmarks are wider than square marks. */
const Card = styled(DirectoryCard)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  padding: 20px;
  h2 {
    margin: 0 0 2px;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
  .category {
    margin-bottom: 6px;
    color: ${colors.violet700};
    font-weight: 600;
  }
`;
