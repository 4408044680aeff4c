import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const vp of [{ width: 1440, height: 900 }, { width: 375, height: 812 }]) {
  const page = await browser.newPage({ viewport: vp });
  for (const r of process.argv.slice(2)) {
    await page.goto('http://127.0.0.1:3103' + r, { waitUntil: 'networkidle', timeout: 120000 });
    await page.waitForTimeout(800);
    const { violations, passes } = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
    console.log(vp.width, r, 'violations', violations.length, 'passes', passes.length, violations.map(v => v.id + ':' + v.nodes.slice(0,2).map(n => n.target.join(' ')).join('|')).join(' ; '));
  }
}
await browser.close();
