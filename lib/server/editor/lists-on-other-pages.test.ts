import fs from 'node:fs';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { pathsShowing } from './publishing';

/**
 * Decision 0247: the lists of open roles, press items and legal documents are blocks an editor may
 * place on any block-built page, not only /jobs, /press and /legal. Saving a role, a press item or
 * a legal document regenerates every page that places its list. Read in a throwaway checkout where
 * the about page holds all three lists and a team page the open roles.
 */
const block = (type: string, heading: string) =>
  `  - discriminant: "${type}"\n    value:\n      heading: "${heading}"\n`;

/** The page's file with the blocks placed before its closing call to action. */
const withBlocks = (file: string, blocks: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace('  - discriminant: "ctaBand"', `${blocks}  - discriminant: "ctaBand"`);

const ABOUT = 'content/pages/entries/about.yaml';
const TEAM = 'content/pages/entries/teams/customer-success.yaml';

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout({
    [ABOUT]: withBlocks(
      ABOUT,
      block('jobList', 'Join us') +
        block('pressList', 'In the news') +
        block('legalIndex', 'Policies'),
    ),
    [TEAM]: withBlocks(TEAM, block('jobList', 'Work in customer success')),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('publishing a save shown in a list that other pages place', () => {
  it('regenerates every page with the open roles for a saved role, after its own page and /jobs', async () => {
    const paths = await pathsShowing(['content/jobs/people-partner.yaml']);
    expect(paths.slice(0, 2)).toEqual(['/jobs/people-partner', '/jobs']);
    expect([...paths].sort()).toEqual([
      '/about',
      '/jobs',
      '/jobs/people-partner',
      '/teams/customer-success',
    ]);
  });

  it('regenerates every page with the press list for a saved press item, /press first', async () => {
    expect(await pathsShowing(['content/press/eu-data-residency.yaml'])).toEqual([
      '/press',
      '/about',
    ]);
  });

  it('regenerates every page with the list of legal documents for a saved document', async () => {
    const paths = await pathsShowing(['content/legal/documents/cookie-policy.mdoc']);
    expect(paths[0]).toBe('/legal/cookie-policy');
    expect(paths).toEqual(expect.arrayContaining(['/legal', '/about']));
    expect(paths).not.toContain('/teams/customer-success');
  });
});
