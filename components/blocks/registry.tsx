import type { Block } from '@/content/pages/schema';
import { HeroBlock } from './hero-block';
import { PageBlock } from './page-block';

/**
 * Renders a page's blocks in order. The hero opens most pages, so its code comes with the page;
 * every other block is an island (./page-block.tsx).
 */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        // Blocks never reorder at runtime, so the position is a stable key.
        block.type === 'hero' ? (
          <HeroBlock key={`${block.type}-${index}`} block={block} />
        ) : (
          <PageBlock key={`${block.type}-${index}`} block={block} />
        ),
      )}
    </>
  );
}
