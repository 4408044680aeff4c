import type { Navigation, NavLink } from '@/lib/content/navigation-browser';

/**
 * A navigation as the loader gives it (content/navigation.yaml is read on the server; component
 * tests run in the browser's environment, where the reader may not run): one drawer, one link,
 * the spec's header buttons and a footer.
 */
const link = (title: string, href: string, more: Partial<NavLink> = {}): NavLink => ({
  title,
  href,
  subtitle: '',
  icon: '',
  tag: '',
  ...more,
});

export const navigationUnderTest: Navigation = {
  primaryNav: [
    {
      type: 'drawer',
      title: 'Product',
      subtitle: 'Everything your team needs to deliver service customers remember.',
      sections: [
        {
          title: 'Workspace',
          links: [
            link('Omnichannel inbox', '/product/omnichannel-support-inbox', {
              subtitle: 'Email, chat, SMS and social in one queue',
              icon: 'inbox',
            }),
            link('AI', '/product/ai', { icon: 'sparkles', tag: 'New' }),
          ],
        },
      ],
      featuredTitle: '',
      featuredLinks: [link('Security', '/security', { icon: 'shield' })],
    },
    { type: 'link', title: 'Pricing', href: '/pricing', tag: '' },
  ],
  actions: [
    { kind: 'link', label: 'Sign in', href: 'https://app.switchboard.example/sign-in' },
    { kind: 'secondary', label: 'Request a demo', action: 'demo' },
    { kind: 'primary', label: 'Try for free', action: 'trial' },
  ],
  footer: {
    columns: [
      {
        sections: [{ title: 'Product', links: [link('Overview', '/product')] }],
        featuredLinks: [link('Take the product tour', '/product-tour', { icon: 'target' })],
      },
    ],
    smallLinkColumns: [
      { title: 'Popular', links: [link('Help desk software', '/customer-service')] },
    ],
    compareColumn: { title: 'Compare', links: [link('Switchboard vs Front', '/compare/front')] },
    legalLinks: [link('Legal', '/legal'), link('Privacy Notice', '/legal/privacy-notice')],
  },
};
