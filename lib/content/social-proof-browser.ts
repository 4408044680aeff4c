import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';

/**
 * The shapes of the customer logos, testimonials and press items as editors save them
 * (keystatic.config.ts): types only, so components may import them (content/social-proof.ts reads
 * the files on the server).
 */
type Singletons = (typeof keystaticConfig)['singletons'];

/** A logo as the editor saves it: its customer's name and, as the slug, the logo's id. */
type SavedCustomerLogo = Entry<Singletons['customerLogos']>['logos'][number];
/** Spec section 3's Logo (id, image, width, height, customerName, isTaller). */
export type CustomerLogo = Omit<SavedCustomerLogo, 'customer'> & {
  id: string;
  customerName: string;
};
/** Spec section 3's Testimonial (text, author, role, company), with the industry it belongs to. */
export type Testimonial = Entry<Singletons['testimonials']>['quotes'][number];
export type PressItem = Omit<Entry<(typeof keystaticConfig)['collections']['press']>, 'date'> & {
  slug: string;
  date: string;
};
