import fs from 'node:fs';
import path from 'node:path';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import { readCustomerLogos, readPressItems, readTestimonials } from '@/content/social-proof';
import { siteToday } from '@/lib/clock';
import type { CustomerLogo, PressItem, Testimonial } from './social-proof-browser';
import { isSvgAddress, isUpload, uploadTypesText } from './upload-types';

/**
 * Loaders of the customer logos, testimonials and press items (decision 0166). Each checks the
 * rules the editor cannot hold, so `next build` fails on a broken entry, naming it.
 */

function assertNoProblems(problems: string[]): void {
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
}

/** A logo's own size: an SVG's width and height attributes (raster uploads state theirs). */
function svgSize(file: string): { width: number; height: number } | undefined {
  const head = fs.readFileSync(file, 'utf8').slice(0, 400);
  const width = /<svg[^>]*\swidth="(\d+)"/.exec(head)?.[1];
  const height = /<svg[^>]*\sheight="(\d+)"/.exec(head)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/** The width an image of this own size has at `height`, as Width's help asks for it. */
const widthAt = (own: { width: number; height: number }, height: number) =>
  (own.width * height) / own.height;

export function customerLogoProblems(
  logos: readonly CustomerLogo[],
  root = process.cwd(),
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const logo of logos) {
    const at = `content/customer-logos.yaml (${logo.id})`;
    if (ids.has(logo.id)) problems.push(`${at}: the id is used twice`);
    ids.add(logo.id);
    const image = logo.image ?? '';
    const file = path.join(root, 'public', image);
    // Keystatic saves each logo in a folder named after its id (the list's slug field).
    const folder = `/images/customer-logos/logos/${logo.id}/`;
    if (!image.startsWith(folder)) {
      problems.push(`${at}: '${image}' must be saved under ${folder}: upload it again`);
    } else if (!isUpload('customer-logos', image)) {
      problems.push(
        `${at}: '${image}' is not an uploaded logo (${uploadTypesText('customer-logos')})`,
      );
    } else if (!fs.existsSync(file)) problems.push(`${at}: ${image} is missing from public/`);
    else if (isSvgAddress(image)) {
      const own = svgSize(file);
      // Within a pixel: the editor takes whole pixels, so 151.2 is entered as 151.
      if (own && Math.abs(widthAt(own, logo.height) - logo.width) > 1) {
        const width = Math.round(widthAt(own, logo.height));
        problems.push(
          `${at}: the image is ${own.width} x ${own.height}, so at a height of ${logo.height} its Width is ${width}, not ${logo.width}`,
        );
      }
    }
  }
  return problems;
}

/** The logo farm's customers, in the editor's order. */
export async function getCustomerLogos(): Promise<CustomerLogo[]> {
  const logos = await readCustomerLogos();
  assertNoProblems(customerLogoProblems(logos));
  return [...logos];
}

/** Two or more quotes per testimonial industry (decision 0166); the message says how to fix it. */
export function testimonialProblems(quotes: readonly Testimonial[]): string[] {
  return TESTIMONIAL_INDUSTRIES.flatMap((industry) => {
    const count = quotes.filter((q) => q.industry === industry).length;
    if (count >= 2) return [];
    const has = count === 0 ? 'no quote' : 'one quote';
    return [
      `content/testimonials.yaml: ${industry} has ${has}, and each industry needs at least two: add a quote with Industry ${industry} under Testimonials, Customer quotes`,
    ];
  });
}

/**
 * Quotes of one industry, or, without one, the first quote of each industry (up to three), in the
 * editor's order (spec section 3: testimonials are grouped by industry).
 */
export async function getTestimonials(industry?: Testimonial['industry']): Promise<Testimonial[]> {
  const quotes = await readTestimonials();
  assertNoProblems(testimonialProblems(quotes));
  if (industry) return quotes.filter((q) => q.industry === industry);
  return TESTIMONIAL_INDUSTRIES.map((i) => quotes.find((q) => q.industry === i))
    .filter((quote): quote is Testimonial => quote !== undefined)
    .slice(0, 3);
}

export function pressItemProblems(items: readonly PressItem[]): string[] {
  return items.flatMap((item) => {
    const at = `content/press/${item.slug}.yaml`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.date)) return [`${at}: the date is missing`];
    return item.date > siteToday() ? [`${at}: the date ${item.date} is in the future`] : [];
  });
}

/** Press items, newest first. */
export async function getPressItems(): Promise<PressItem[]> {
  const items = await readPressItems();
  assertNoProblems(pressItemProblems(items));
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}
