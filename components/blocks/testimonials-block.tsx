import { Testimonials } from '@/components/testimonials/testimonials';
import type { TestimonialsBlock as TestimonialsData } from '@/content/pages/schema';

/** Page-content wrapper around the shell's testimonials, optionally for one industry. */
export function TestimonialsBlock({ block }: { block: TestimonialsData }) {
  return <Testimonials heading={block.heading} quotes={block.quotes ?? []} />;
}
