import fs from 'node:fs';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { readAnnouncement } from './announcement';

describe('the announcement banner as editors save it (content/site/announcement.yaml)', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the saved banner with its link', async () => {
    const banner = await readAnnouncement();
    expect(banner.text.length).toBeGreaterThan(0);
    expect(banner.text.length).toBeLessThanOrEqual(140);
    expect(banner.link.href).toMatch(/^(\/|https:\/\/)/);
    expect(banner.link.label.length).toBeGreaterThan(0);
  });

  it('refuses a link that is neither a site path nor an https address', async () => {
    const saved = fs.readFileSync('content/site/announcement.yaml', 'utf8');
    root = throwawayCheckout({
      'content/site/announcement.yaml': saved.replace(
        /href: .*/,
        'href: http://example.com/report',
      ),
    });
    await expect(readAnnouncement(root)).rejects.toThrow(/Start with \/ or https:\/\//);
  });
});
