import fs from 'node:fs';
import type { GetStaticProps } from 'next';
import { SOCIAL_PROOF } from '@/constants/brand';
import keystaticConfig from '@/keystatic.config';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { readHubHeader, type HubHeader } from './index';
import { HUB_SINGLETONS, type HubKey } from './keystatic';

/** Importing a page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0252: the headers of /customer-stories, /integrations and /resources are the editor's
 * (content/hubs/*.yaml), a figure in the introduction written as a token the site fills in. Read
 * through each page's own getStaticProps in a throwaway checkout where an editor changed them.
 */
const EDITED = {
  stories: {
    file: 'content/hubs/customer-stories.yaml',
    title: 'Support teams that measured the difference',
    intro: 'More than {BUSINESSES} businesses answer their customers with Switchboard.',
  },
  integrations: {
    file: 'content/hubs/integrations.yaml',
    title: 'Connect the tools your team already uses',
    intro: 'Choose from {INTEGRATIONS} integrations, built and supported by us or our partners.',
  },
  resources: {
    file: 'content/hubs/resources.yaml',
    title: 'Playbooks and templates for support teams',
  },
};

const edited = (file: string, title: string, intro?: string) => {
  const text = fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: "${title}"`);
  return intro === undefined ? text : text.replace(/^intro: .*$/m, `intro: "${intro}"`);
};

const home = process.cwd();
let root = '';
beforeAll(() => {
  const { stories, integrations, resources } = EDITED;
  root = overlayCheckout({
    [stories.file]: edited(stories.file, stories.title, stories.intro),
    [integrations.file]: edited(integrations.file, integrations.title, integrations.intro),
    [resources.file]: edited(resources.file, resources.title),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/** The props a hub's getStaticProps gives its page. */
async function propsOf<Props>(module: Promise<{ getStaticProps: GetStaticProps }>) {
  const result = await (await module).getStaticProps({});
  if (!('props' in result)) throw new Error('the hub has no props');
  return result.props as Props & { header: HubHeader };
}

describe('a hub whose header an editor changed', () => {
  it(
    '/customer-stories shows the saved heading, the businesses figure filled in',
    async () => {
      const { header } = await propsOf(import('@/pages/customer-stories/index'));
      expect(header).toEqual({
        eyebrow: 'Customer stories',
        title: EDITED.stories.title,
        intro: `More than ${SOCIAL_PROOF.businesses} businesses answer their customers with Switchboard.`,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    '/integrations shows the saved heading, counting the integrations its directory lists',
    async () => {
      const { header, integrations } = await propsOf<{ integrations: unknown[] }>(
        import('@/pages/integrations/index'),
      );
      expect(integrations.length).toBeGreaterThan(6);
      expect(header).toEqual({
        eyebrow: 'Integrations',
        title: EDITED.integrations.title,
        intro: `Choose from ${integrations.length} integrations, built and supported by us or our partners.`,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    '/resources shows the saved heading over its unchanged introduction',
    async () => {
      const { header } = await propsOf(import('@/pages/resources/index'));
      expect(header).toEqual({
        eyebrow: 'Resource hub',
        title: EDITED.resources.title,
        intro:
          'Practical material from support leaders and the Switchboard team. Free to download.',
      });
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the hubs in the editor', () => {
  it("are singletons of Keystatic's config; each saved header reads, its figures filled in", async () => {
    const singletons = keystaticConfig.singletons ?? {};
    const figures: { [Key in HubKey]: Parameters<typeof readHubHeader<Key>>[1] } = {
      customerStoriesHub: { BUSINESSES: '9,000' },
      integrationsHub: { INTEGRATIONS: '40' },
      resourcesHub: {},
    };
    for (const key of Object.keys(HUB_SINGLETONS) as HubKey[]) {
      const { label, file } = HUB_SINGLETONS[key];
      expect([key, singletons[key]?.label, singletons[key]?.path]).toEqual([key, label, file]);
      const header = await readHubHeader(key, figures[key], home);
      expect([key, header.title.length > 0, /[{}]/.test(header.intro)]).toEqual([key, true, false]);
    }
  });

  it('refuses a token the hub does not fill in, naming the file and the tokens it knows', async () => {
    const file = 'content/hubs/integrations.yaml';
    const broken = overlayCheckout(
      {
        [file]: edited(file, 'Integrations', '{INTEGRATIONS} integrations for {BUSINESSES} teams.'),
      },
      home,
    );
    try {
      await expect(
        readHubHeader('integrationsHub', { INTEGRATIONS: '40' }, broken),
      ).rejects.toThrow(
        'content/hubs/integrations.yaml: unknown token {BUSINESSES} in the introduction (it may hold {INTEGRATIONS})',
      );
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
