import type { GetStaticProps } from 'next';
import { PageBlock } from '@/components/blocks/page-block';
import { FormPageLayout } from '@/components/forms/form-page-layout';
import { loadPricingQuoteForm } from '@/components/forms/page-form-loaders';
import { Island } from '@/lib/rendering';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { ComparisonTable } from '@/components/pricing/comparison-table';
import { PlanCards } from '@/components/pricing/plan-cards';
import { productJsonLd, Seo, ogImagePath } from '@/components/seo';
import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { FORM_ANCHORS } from '@/constants/forms';
import { site } from '@/content/site';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { getPricing } from '@/lib/content/pricing';
import {
  billingLabel,
  maxAnnualSavingPercent,
  PRICING_PATH,
  type Pricing,
} from '@/lib/content/pricing-browser';

interface PricingPageProps {
  pricing: Pricing;
  showToggle: boolean;
}

const DESCRIPTION = `Simple per-seat pricing for ${PRODUCT_NAME}: shared inbox, help desk, live chat, knowledge base, AI and analytics. Start a ${TRIAL_LENGTH_DAYS}-day free trial, no credit card required.`;

export default function PricingPage({ pricing, showToggle }: PricingPageProps) {
  const offers = pricing.plans.flatMap((plan) =>
    (['annual', 'monthly'] as const).flatMap((period) => {
      const price = plan.pricePerSeat[period];
      return price === null
        ? []
        : [
            {
              name: `${PRODUCT_NAME} ${plan.name} (${period === 'annual' ? 'annual' : 'monthly'} billing)`,
              price,
              priceCurrency: pricing.currency,
              description: billingLabel(period),
              path: PRICING_PATH,
            },
          ];
    }),
  );
  // Quotes start where the largest plan's seat minimum does (Enterprise: custom pricing).
  const quoteFromSeats = Math.max(...pricing.plans.map((plan) => plan.minimumSeats));
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Pricing', path: PRICING_PATH },
  ];
  return (
    <>
      <Seo
        title="Pricing: plans for every support team"
        description={DESCRIPTION}
        path={PRICING_PATH}
        eyebrow="Pricing"
        breadcrumbs={breadcrumbs}
        faq={pricing.faq}
        jsonLd={[
          productJsonLd({
            name: PRODUCT_NAME,
            description: site.metadata.description,
            path: PRICING_PATH,
            image: ogImagePath('Pricing: plans for every support team', 'Pricing'),
            offers,
          }),
        ]}
      />
      <PageHeader
        eyebrow="Pricing"
        title="Plans that grow with your support team"
        intro={
          <>
            <p>
              Every plan includes a shared inbox, live chat and a knowledge base. Try any plan free
              for {TRIAL_LENGTH_DAYS} days, no credit card required.
            </p>
            <p>
              <a href={`#${FORM_ANCHORS.pricingQuote}`}>
                {`Buying for ${quoteFromSeats} or more people? Get a quote`}
              </a>
            </p>
          </>
        }
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <PlanCards
            plans={pricing.plans}
            maxSavingPercent={maxAnnualSavingPercent(pricing.plans)}
            showToggle={showToggle}
          />
        </Inner>
      </Band>
      <FormPageLayout
        variant="section"
        id={FORM_ANCHORS.pricingQuote}
        eyebrow="Larger teams"
        title="Get a quote for your team"
        lead={`Buying ${PRODUCT_NAME} for ${quoteFromSeats} or more people, or for several teams at once? Tell us the plan, seats and billing period you have in mind, and an account executive will send a written quote within one business day.`}
        points={[
          `Volume pricing from ${quoteFromSeats} seats`,
          'Annual or monthly billing, invoiced in US dollars',
          'Security review, Data Processing Addendum and custom terms on Enterprise',
        ]}
        formTitle="Request a quote"
        form={<Island when="near" load={loadPricingQuoteForm} />}
      />
      <Band $tint>
        <Inner>
          <h2 id="compare-plans-heading">Compare plans</h2>
          <p>Prices are per seat per month in US dollars, excluding tax.</p>
          <ComparisonTable plans={pricing.plans} groups={pricing.comparison} />
        </Inner>
      </Band>
      <PageBlock block={{ type: 'faq', heading: 'Pricing questions', items: [...pricing.faq] }} />
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'Not sure which plan fits?',
          body: 'A product expert will walk through your channels, volume and workflows and recommend a plan.',
        }}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps<PricingPageProps> = async () => ({
  props: await withGlobalPageProps({
    pricing: await getPricing(),
    showToggle: site.featureFlags.pricingBillingToggle === true,
  }),
});
