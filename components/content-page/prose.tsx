import styled from 'styled-components';
import { useHtmlInMarkup } from '@/lib/rendering';
import { colors, fontSizes, radii } from '@/styles/theme';

/**
 * Typography for Markdown rendered by lib/content/markdown.ts. The HTML comes from our own
 * build-time-checked content, rendered on the server; the first document carries it once, in its
 * markup (decision 0237).
 */
export function Prose({ html }: { html: string }) {
  const shown = useHtmlInMarkup(html);
  return <Body {...shown.markupProps} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}

const Body = styled.div`
  font-size: ${fontSizes.lg};
  line-height: 1.75;
  color: ${colors.ink700};
  h2 {
    margin: 2em 0 0.6em;
    font-size: ${fontSizes['2xl']};
    color: ${colors.ink900};
  }
  h3 {
    margin: 1.6em 0 0.5em;
    font-size: ${fontSizes.xl};
    color: ${colors.ink900};
  }
  p,
  ul,
  ol {
    margin: 0 0 1.2em;
  }
  li {
    margin-bottom: 0.4em;
  }
  strong {
    color: ${colors.ink900};
  }
  blockquote {
    margin: 1.5em 0;
    padding: 4px 0 4px 20px;
    border-left: 4px solid ${colors.violet400};
    color: ${colors.ink600};
  }
  code {
    padding: 2px 6px;
    border-radius: ${radii.sm};
    background: ${colors.ink100};
    font-size: 0.9em;
  }
`;
