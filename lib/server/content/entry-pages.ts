import '@/lib/server/only-on-server';
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { DraftOptions } from '@/lib/content/drafts';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

/**
 * The pages of a kind of entry editors add to (a post, a role, a customer story, a legal
 * document), like pageFamily's block-built pages (decision 0190): each entry's page is built, and
 * one saved after the build is generated on its first request (fallback 'blocking', decision
 * 0168), so it is public without a rebuild. An address without an entry answers 404. In a preview
 * session drafts count too (decision 0163).
 *
 * `props` gives the page's own props for an entry's slug, or undefined where there is none;
 * `revalidate`, for a page whose props change with the clock, the seconds after which it is
 * generated again (none: only a save or a deploy does).
 */
export function entryPages<Props extends object, Param extends string = 'slug'>({
  entries,
  props,
  param = 'slug' as Param,
  revalidate,
}: {
  /** The published entries, whose pages are built. */
  entries: () => Promise<readonly { slug: string }[]>;
  props: (slug: string, options: DraftOptions) => Promise<Props | undefined>;
  revalidate?: (props: Props) => number | undefined;
  /** The route's parameter: pages/legal/[document].tsx names it `document`. */
  param?: Param;
}): {
  getStaticPaths: GetStaticPaths<Record<Param, string>>;
  getStaticProps: GetStaticProps<Props, Record<Param, string>>;
} {
  return {
    getStaticPaths: async () => ({
      paths: (await entries()).map(({ slug }) => ({
        params: { [param]: slug } as Record<Param, string>,
      })),
      fallback: 'blocking',
    }),
    getStaticProps: async ({ params, previewData }) => {
      const slug = params?.[param];
      const entry =
        slug === undefined
          ? undefined
          : await props(slug, { includeDrafts: isPreviewSession(previewData) });
      if (!entry) return { notFound: true };
      const seconds = revalidate?.(entry);
      return {
        props: await withGlobalPageProps(entry),
        ...(seconds === undefined ? {} : { revalidate: seconds }),
      };
    },
  };
}
