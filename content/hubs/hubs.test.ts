import fs from 'node:fs';
import type { ComponentType } from 'react';
import type { GetStaticProps } from 'next';
import { SOCIAL_PROOF } from '@/constants/brand';
import keystaticConfig from '@/keystatic.config';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { renderPageOnServer } from '@/tests/support/server-render';
import { namesLeftOut, readHub, type HubFigure } from './index';
import { HUB_SINGLETONS, type HubKey, type HubToken } from './keystatic';

/** Importing and rendering a page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decisions 0252 and 0254: the words of /customer-stories, /integrations and /resources around
 * their lists are the editor's (content/hubs/*.yaml), a figure written as a token the site fills
 * in. Each page is read through its own getStaticProps in a throwaway checkout where an editor
 * saved new words, and rendered as Next renders it on the server, its <head> collected.
 */
const yaml = (fields: Record<string, string | Record<string, string>>) =>
  Object.entries(fields)
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${name}: ${JSON.stringify(value)}`
        : `${name}:\n${Object.entries(value)
            .map(([inner, text]) => `  ${inner}: ${JSON.stringify(text)}`)
            .join('\n')}`,
    )
    .join('\n');

const SAVED = {
  'content/hubs/customer-stories.yaml': yaml({
    seo: {
      title: 'Customer stories: what support teams measured',
      description:
        'How {BUSINESSES} businesses answer their customers faster, in their own numbers.',
    },
    eyebrow: 'Stories',
    title: 'Support teams that measured the difference',
    intro: 'More than {BUSINESSES} businesses answer their customers with Switchboard.',
    closing: {
      heading: 'Be our next story',
      body: 'A product expert shows you the set-up a team like yours runs.',
    },
  }),
  'content/hubs/integrations.yaml': yaml({
    seo: {
      title: 'Integrations for every support team',
      description:
        'Connect Switchboard to Salesforce, Slack and {OTHER_INTEGRATIONS} more tools, CRM to commerce.',
    },
    eyebrow: 'Directory',
    title: 'Connect the tools your team already uses',
    intro: 'Choose from {INTEGRATIONS} integrations, built and supported by us or our partners.',
    // An editor may leave the band's text out: the band shows its heading alone.
    closing: { heading: 'Connect anything with webhooks', body: '' },
  }),
  'content/hubs/resources.yaml': yaml({
    seo: {
      title: 'Resources for support teams',
      description:
        'Playbooks, templates and recorded sessions from support leaders, free to download.',
    },
    eyebrow: 'Library',
    title: 'Playbooks and templates for support teams',
    intro: 'Material from support leaders, free to download.',
    guidesHeading: 'Playbooks',
    webinarsHeading: 'Live sessions',
    pastWebinarsHeading: 'Recorded sessions',
  }),
};

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout(SAVED);
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A hub's getStaticProps, then its server render: the <title>, meta description, body, props. */
async function render(route: string) {
  const page = (await import(`@/pages${route}/index`)) as {
    default: ComponentType<Record<string, unknown>>;
    getStaticProps: GetStaticProps;
  };
  const result = await page.getStaticProps({});
  if (!('props' in result)) throw new Error(`${route} has no props`);
  const props = result.props as Record<string, unknown>;
  return {
    props,
    ...(await renderPageOnServer(page.default, props, { pathname: route, asPath: route })),
  };
}

/** The text of every element of a kind, tags inside it removed. */
const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''),
  );

describe('a hub whose words an editor changed', () => {
  it(
    '/customer-stories shows the saved search texts, header and closing band, the businesses figure filled in',
    async () => {
      const page = await render('/customer-stories');
      const businesses = SOCIAL_PROOF.businesses;
      expect(page.title).toBe('Customer stories: what support teams measured | Switchboard');
      expect(page.description).toBe(
        `How ${businesses} businesses answer their customers faster, in their own numbers.`,
      );
      expect(textsOf(page.body, 'h1')).toEqual(['Support teams that measured the difference']);
      expect(textsOf(page.body, 'p')).toEqual(
        expect.arrayContaining([
          'Stories',
          `More than ${businesses} businesses answer their customers with Switchboard.`,
          'A product expert shows you the set-up a team like yours runs.',
        ]),
      );
      expect(textsOf(page.body, 'h2')).toContain('Be our next story');
      expect(page.body).not.toContain('Write the next story with us');
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    '/integrations counts the integrations its directory lists, and those its description leaves unnamed',
    async () => {
      const page = await render('/integrations');
      const { length } = page.props.integrations as unknown[];
      expect(length).toBeGreaterThan(2);
      expect(page.title).toBe('Integrations for every support team | Switchboard');
      expect(page.description).toBe(
        `Connect Switchboard to Salesforce, Slack and ${length - 2} more tools, CRM to commerce.`,
      );
      expect(textsOf(page.body, 'h1')).toEqual(['Connect the tools your team already uses']);
      expect(textsOf(page.body, 'p')).toContain(
        `Choose from ${length} integrations, built and supported by us or our partners.`,
      );
      expect(textsOf(page.body, 'h2')).toContain('Connect anything with webhooks');
      expect(page.body).not.toContain('Build your own with the open API');
      expect(page.body).not.toContain('Webhooks and a REST API');
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    '/resources shows the saved search texts, header and section headings',
    async () => {
      const page = await render('/resources');
      expect(page.title).toBe('Resources for support teams | Switchboard');
      expect(page.description).toBe(
        'Playbooks, templates and recorded sessions from support leaders, free to download.',
      );
      expect(textsOf(page.body, 'h1')).toEqual(['Playbooks and templates for support teams']);
      // The test clock (decision 0105) has a webinar to come and one that took place.
      expect(textsOf(page.body, 'h2')).toEqual(
        expect.arrayContaining(['Playbooks', 'Live sessions', 'Recorded sessions']),
      );
      expect(textsOf(page.body, 'h2')).not.toContain('Guides and templates');
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the hubs in the editor', () => {
  it("are singletons of Keystatic's config; each saved hub reads, its figures filled in", async () => {
    const singletons = keystaticConfig.singletons ?? {};
    const figures: { [Key in HubKey]: Record<HubToken<Key>, HubFigure> } = {
      customerStoriesHub: { BUSINESSES: '9,000' },
      integrationsHub: { INTEGRATIONS: '40', OTHER_INTEGRATIONS: '34' },
      resourcesHub: {},
    };
    for (const key of Object.keys(HUB_SINGLETONS) as HubKey[]) {
      const { label, file } = HUB_SINGLETONS[key];
      expect([key, singletons[key]?.label, singletons[key]?.path]).toEqual([key, label, file]);
      const hub = await readHub(key, figures[key], home);
      expect([key, hub.title.length > 0, /{[A-Z_]+}/.test(JSON.stringify(hub))]).toEqual([
        key,
        true,
        false,
      ]);
    }
  });

  it('refuses a token the hub does not fill in, naming the file, the field and the tokens it knows', async () => {
    const file = 'content/hubs/integrations.yaml';
    const broken = overlayCheckout(
      {
        [file]: fs
          .readFileSync(file, 'utf8')
          .replace(
            /^ {2}description: .*$/m,
            '  description: "Tools the {BUSINESSES} businesses on Switchboard connect to their inbox."',
          ),
      },
      home,
    );
    try {
      await expect(
        readHub('integrationsHub', { INTEGRATIONS: '40', OTHER_INTEGRATIONS: '34' }, broken),
      ).rejects.toThrow(
        'content/hubs/integrations.yaml: unknown token {BUSINESSES} in Search results: SEO description (it may hold {INTEGRATIONS}, {OTHER_INTEGRATIONS})',
      );
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('{OTHER_INTEGRATIONS}', () => {
  const leftOut = namesLeftOut(['Salesforce', 'Slack', 'Microsoft Teams', 'Zoom']);

  it('counts the names a text does not write out, each as a whole word in its capitals', () => {
    expect(leftOut('Salesforce, Slack and {OTHER_INTEGRATIONS} more')).toBe('2');
    expect(leftOut('Microsoft Teams, Slackware and zoom calls')).toBe('3');
    expect(leftOut('No tool named here')).toBe('4');
  });
});
