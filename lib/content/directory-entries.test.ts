import fs from 'node:fs';
import { readIntegrations } from '@/content/integrations';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { integrationLogo } from './integration-logos';
import { getIntegrations, integrationProblems } from './integrations';
import { getPricing } from './pricing';

/**
 * Every integration, job, resource, webinar and legal document as editors save them, read with
 * Keystatic's reader, against the rules of keystatic.config.ts (the reader refuses an entry that
 * breaks them) and the rules the editor cannot hold (decision 0168).
 */
const planSlugs = getPricing().plans.map((plan) => plan.slug);

describe('every integration an editor saved', () => {
  it('reads, breaks no rule and draws its logo: 35 integrations', async () => {
    const integrations = await readIntegrations();
    expect(integrations.flatMap((i) => integrationProblems(i, planSlugs))).toEqual([]);
    for (const integration of integrations)
      expect(integrationLogo(integration).paths).not.toEqual([]);
    expect(integrations).toHaveLength(35);
  });

  it('gives the pages what they showed before the move (defaults written out, sorted by name)', async () => {
    const integrations = await getIntegrations();
    expect(integrations.slice(0, 3).map((i) => i.name)).toEqual([
      'Aircall',
      'Asana',
      'BigCommerce',
    ]);
    expect(integrations.find((i) => i.slug === 'hubspot')).toEqual({
      slug: 'hubspot',
      name: 'HubSpot',
      category: 'crm',
      tagline: 'Keep HubSpot contacts, deals and timelines in step with support.',
      description:
        'Show HubSpot contact properties, lifecycle stage and open deals next to each conversation, and add support conversations to the contact timeline so sales sees the whole relationship.',
      capabilities: [
        'Contact, company and deal details in the sidebar',
        'Conversations logged to the HubSpot timeline',
        'Create contacts and tickets from Switchboard',
        'Use lifecycle stage in routing rules',
      ],
      setup: [
        'In Switchboard, open Settings → Integrations and choose HubSpot.',
        'Sign in to HubSpot and approve the requested permissions.',
        'Choose what to sync, then save. The integration starts working on new conversations at once.',
      ],
      builtBy: 'Switchboard',
      plans: ['starter', 'growth', 'scale', 'enterprise'],
      vendorUrl: 'https://www.hubspot.com/',
      simpleIcon: 'hubspot',
    });
    expect(integrations.find((i) => i.slug === 'microsoft-teams')?.wordmark).toEqual({
      colour: '#4b53bc',
      lines: ['Microsoft', 'Teams'],
    });
  });
});

const INTEGRATION = 'content/integrations/slack.yaml';

describe('an integration that breaks a rule', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));
  const readWith = (replace: Record<string, string>) => {
    let yaml = fs.readFileSync(INTEGRATION, 'utf8');
    for (const [field, value] of Object.entries(replace)) {
      yaml = yaml.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
    }
    const root = throwawayCheckout({ [INTEGRATION]: yaml });
    roots.push(root);
    return readIntegrations(root);
  };

  it('is refused by the reader when its tagline is longer than 110 characters', async () => {
    await expect(readWith({ tagline: `"${'Long. '.repeat(20)}"` })).rejects.toThrow(/tagline/);
  });

  it('is refused by the reader when its vendor address is not https', async () => {
    await expect(readWith({ vendorUrl: '"http://slack.com/"' })).rejects.toThrow(/vendorUrl/);
  });

  it('names a second logo and a plan the pricing page does not have', async () => {
    const [slack] = await readWith({ simpleIcon: '"slack"' });
    expect(integrationProblems({ ...slack!, plans: ['starter', 'platinum'] }, planSlugs)).toEqual([
      'content/integrations/slack.yaml: needs exactly one of a simple-icons mark and a drawn wordmark',
      "content/integrations/slack.yaml: unknown plan 'platinum'",
    ]);
  });
});
