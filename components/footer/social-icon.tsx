import type { SOCIAL_LINKS } from '@/constants/links';

type SocialName = (typeof SOCIAL_LINKS)[number]['name'];

/** Simple glyphs drawn for this site (not the networks' own artwork), 20 px, currentColor. */
const glyphs: Record<SocialName, React.ReactNode> = {
  LinkedIn: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  ),
  X: (
    <path
      d="M5 4l14 16M19 4L5 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  ),
  YouTube: (
    <>
      <rect
        x="2.5"
        y="5.5"
        width="19"
        height="13"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  GitHub: (
    <path
      d="M9 8l-4 4 4 4M15 8l4 4-4 4M13 6l-2 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {glyphs[name]}
    </svg>
  );
}
