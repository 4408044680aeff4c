import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Z_INDEX } from '@/constants/layout';
import { colors, fontSizes } from '@/styles/theme';
import { previewExitHref } from './preview-exit';

/**
 * Shown to editors in preview mode. Hidden when the page is inside an iframe (the CMS's own
 * preview pane shows its own controls).
 */
export function PreviewBanner() {
  const router = useRouter();
  // On the server (and while hydrating) the page counts as framed, so the banner never flashes.
  const inIframe = useSyncExternalStore(subscribeToNothing, isFramed, () => true);

  if (!router.isPreview || inIframe) return null;
  return (
    <Banner role="region" aria-label="Preview mode">
      <span>You are in preview mode</span>
      {/* A plain anchor: the exit endpoint is an API route that redirects. */}
      <a href={previewExitHref(router.asPath)}>Exit Preview</a>
    </Banner>
  );
}

const subscribeToNothing = () => () => undefined;

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

const Banner = styled.div`
  position: relative;
  z-index: ${Z_INDEX.primaryNav + 1};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px 16px;
  padding: 8px var(--page-padding);
  background: ${colors.amber600};
  color: ${colors.white};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  a {
    color: ${colors.white};
    text-decoration: underline;
  }
  a:hover {
    color: ${colors.white};
    text-decoration-thickness: 2px;
  }
`;
