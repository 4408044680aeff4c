import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { sectionWithSubpaths } from '@/content/pages/static-props';

/** /services and its subpaths (spec section 2): one implementation for every such section. */
const section = sectionWithSubpaths('/services');

export const getStaticPaths = section.getStaticPaths;
export const getStaticProps = section.getStaticProps;

export default MarketingPageView;
