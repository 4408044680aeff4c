import { EXTERNAL_LINKS, PATHS } from '@/constants/links';

/** The generic error page's copy and links, exactly as spec section 2 gives them. */
export const ERROR_PAGE_COPY = {
  headline: 'Uh oh, something went wrong.',
  text: "We're experiencing unexpected technical difficulties. Please try again.",
  links: [
    { label: 'Back to homepage', href: PATHS.home },
    { label: 'Contact us', href: EXTERNAL_LINKS.helpCentreContactUs },
  ],
} as const;

/** The 404 page, in the same voice. */
export const NOT_FOUND_COPY = {
  eyebrow: 'Error 404',
  headline: 'This page took a wrong turn.',
  text: "The page you're looking for has moved or no longer exists. These are good places to pick up from:",
  primary: { label: 'Back to homepage', href: PATHS.home },
  links: [
    {
      label: 'Product tour',
      href: PATHS.productTour,
      description: 'See the product in two minutes',
    },
    { label: 'Pricing', href: '/pricing', description: 'Plans for teams of every size' },
    { label: 'Blog', href: '/blog', description: 'Advice from support leaders' },
    {
      label: 'Help centre',
      href: EXTERNAL_LINKS.helpCentre,
      description: 'Answers for existing customers',
    },
    {
      label: 'Contact us',
      href: EXTERNAL_LINKS.helpCentreContactUs,
      description: 'A person will get back to you',
    },
  ],
} as const;
