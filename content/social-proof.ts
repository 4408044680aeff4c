import { contentReader } from '@/lib/server/content/reader';
import type { CustomerLogo, PressItem, Testimonial } from '@/lib/content/social-proof-browser';

/**
 * The customer logos, testimonials and press items as editors save them (content/customer-logos.yaml,
 * content/testimonials.yaml, content/press/<slug>.yaml), read with Keystatic's reader at each call
 * (decision 0166). lib/content/social-proof.ts checks and orders them.
 */
export async function readCustomerLogos(root = process.cwd()): Promise<readonly CustomerLogo[]> {
  const { logos } = await contentReader(root).singletons.customerLogos.readOrThrow();
  return logos.map(({ customer, ...logo }) => ({
    id: customer.slug,
    customerName: customer.name,
    ...logo,
  }));
}

export async function readTestimonials(root = process.cwd()): Promise<readonly Testimonial[]> {
  return (await contentReader(root).singletons.testimonials.readOrThrow()).quotes;
}

export async function readPressItems(root = process.cwd()): Promise<PressItem[]> {
  const entries = await contentReader(root).collections.press.all();
  return entries.map(({ slug, entry }) => ({ ...entry, slug, date: entry.date ?? '' }));
}
