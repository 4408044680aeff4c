/**
 * Award badges for the logo farm (spec section 3, 'Award'): fictional review-site badges drawn for
 * this site under public/logos/awards/. sizeMultiplier scales a badge against the others.
 */
export interface Award {
  id: string;
  svgUrl: string;
  width: number;
  height: number;
  sizeMultiplier: number;
  /** What the badge says, for screen readers. */
  title: string;
}

const award = (id: string, title: string, sizeMultiplier = 1): Award => ({
  id,
  svgUrl: `/logos/awards/${id}.svg`,
  width: 120,
  height: 136,
  sizeMultiplier,
  title,
});

export const AWARDS: Award[] = [
  award('peergrade-easiest-to-use-2026', 'PeerGrade Easiest To Use, Fall 2026'),
  award('peergrade-high-performer-mid-market', 'PeerGrade High Performer, Mid-Market'),
  award('peergrade-leader-fall-2026', 'PeerGrade Leader, Fall 2026', 1.2),
  award('peergrade-best-support-2026', 'PeerGrade Best Support, 2026'),
  award('peergrade-best-roi-2026', 'PeerGrade Best Estimated ROI, Fall 2026'),
];
