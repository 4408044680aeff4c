import { PRODUCT_NAME, TAGLINE } from '@/constants/brand';
import { colors } from '@/styles/theme';

/**
 * The generated share image (1200x630, drawn by next/og in pages/api/og.tsx): brand mark, an
 * optional eyebrow, the page title and the tagline. next/og lays out with inline flex styles only.
 */
export function ShareImage({ title, eyebrow }: { title: string; eyebrow: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${colors.violet900} 0%, ${colors.violet700} 60%, ${colors.violet500} 100%)`,
        color: colors.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {/* The brand mark of public/favicon.svg, drawn at 64 px. */}
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={colors.violet600} />
          <path
            d="M9 11.5h9.5a3.5 3.5 0 0 1 0 7H13.5a3.5 3.5 0 0 0 0 7H23"
            fill="none"
            stroke={colors.white}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="9" cy="11.5" r="2.2" fill={colors.violet200} />
          <circle cx="23" cy="25.5" r="2.2" fill={colors.violet200} />
        </svg>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{PRODUCT_NAME}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {eyebrow && (
          <div
            style={{
              fontSize: 28,
              letterSpacing: 3,
              textTransform: 'uppercase',
              color: colors.violet200,
            }}
          >
            {eyebrow}
          </div>
        )}
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1 }}>
          {title}
        </div>
      </div>
      <div style={{ fontSize: 26, color: colors.violet100 }}>{TAGLINE}</div>
    </div>
  );
}
