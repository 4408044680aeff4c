import { loadedFreeMailDomains } from './free-mail';
import { productTourSchema } from './forms/product-tour';
import { isFreeEmailDomain } from './email';
import { MESSAGES } from './messages';

// A page's form imports only its own schema: the free-mail list comes when its rule first runs
// (decision 0180). The server's path (FORM_SCHEMAS, free-mail-list.ts) is validation.test.ts's.
describe('the free-mail list on a page form', () => {
  it('is not loaded with the form, and the work-email rule loads it and still refuses free mail', async () => {
    expect(loadedFreeMailDomains()).toBeUndefined();
    expect(() => isFreeEmailDomain('tomas@gmail.com')).toThrow('The free-mail list is not loaded');

    await expect(
      productTourSchema.validateAt('email', { email: 'tomas@gmail.com' }),
    ).rejects.toThrow(MESSAGES.useWorkEmail);
    await expect(
      productTourSchema.validateAt('email', { email: 'tomas@parcelbot.io' }),
    ).resolves.toBe('tomas@parcelbot.io');
    expect(isFreeEmailDomain('tomas@gmail.com')).toBe(true);
  });
});
