import { test } from '@playwright/test';
import { expectServedAtSpecWidths } from '../support/next-image';

/**
 * Images editors upload (issue 15 item 4, decision 0167): a story's cover, saved by the editor
 * under public/images/stories/<slug>/, reaches visitors through next/image at the spec's widths.
 */
const COVER = '/images/stories/harbourline-freight/cover.jpg';

test('an uploaded story cover renders through /_next/image with the spec’s widths', async ({
  page,
  request,
}) => {
  await page.goto('/customer-stories/harbourline-freight');
  const cover = page.getByRole('img', {
    name: 'A container ship loaded at a quay at dusk, a gantry crane beside it',
  });
  await expectServedAtSpecWidths(cover, COVER, request);
});
