import type { ReactNode } from 'react';
import { colors } from '@/styles/theme';
import type { TourIllustration } from './tour-steps';

/** Light UI sketches drawn for the tour (480 × 320), in the site's palette. */
const Frame = ({ children }: { children: ReactNode }) => (
  <>
    <rect width="480" height="320" rx="20" fill={colors.violet50} />
    <rect
      x="24"
      y="24"
      width="432"
      height="272"
      rx="14"
      fill={colors.white}
      stroke={colors.violet100}
      strokeWidth="2"
    />
    <circle cx="44" cy="42" r="4" fill={colors.coral500} />
    <circle cx="58" cy="42" r="4" fill="#f3b63f" />
    <circle cx="72" cy="42" r="4" fill={colors.violet400} />
    {children}
  </>
);

const Line = ({
  x,
  y,
  w,
  c = colors.ink200,
  h = 8,
}: {
  x: number;
  y: number;
  w: number;
  c?: string;
  h?: number;
}) => <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={c} />;

const drawings: Record<TourIllustration, ReactNode> = {
  inbox: (
    <Frame>
      <rect x="24" y="58" width="150" height="238" fill={colors.ink100} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect
            x="34"
            y={70 + i * 54}
            width="130"
            height="44"
            rx="8"
            fill={i === 1 ? colors.white : 'transparent'}
            stroke={i === 1 ? colors.violet500 : 'none'}
            strokeWidth="2"
          />
          <circle
            cx="50"
            cy={92 + i * 54}
            r="9"
            fill={[colors.violet400, colors.coral500, colors.green600, colors.violet700][i]}
          />
          <Line x={66} y={82 + i * 54} w={70} c={colors.ink700} h={7} />
          <Line x={66} y={96 + i * 54} w={88} h={6} />
        </g>
      ))}
      <Line x={196} y={78} w={160} c={colors.ink900} h={10} />
      <rect x="370" y="74" width="66" height="20" rx="10" fill={colors.violet100} />
      <Line x={380} y={81} w={46} c={colors.violet600} h={6} />
      <rect x="196" y="110" width="200" height="56" rx="12" fill={colors.ink100} />
      <Line x={210} y={124} w={160} h={7} c={colors.ink500} />
      <Line x={210} y={140} w={120} h={7} c={colors.ink300} />
      <rect x="236" y="180" width="200" height="56" rx="12" fill={colors.violet600} />
      <Line x={250} y={194} w={160} h={7} c={colors.violet200} />
      <Line x={250} y={210} w={110} h={7} c={colors.violet200} />
      <rect
        x="196"
        y="252"
        width="240"
        height="30"
        rx="15"
        fill={colors.white}
        stroke={colors.ink200}
        strokeWidth="2"
      />
    </Frame>
  ),
  collaboration: (
    <Frame>
      <Line x={48} y={74} w={200} c={colors.ink900} h={10} />
      <rect x="48" y="100" width="260" height="60" rx="12" fill={colors.ink100} />
      <Line x={64} y={116} w={200} h={7} c={colors.ink500} />
      <Line x={64} y={132} w={150} h={7} c={colors.ink300} />
      <rect
        x="120"
        y="176"
        width="300"
        height="64"
        rx="12"
        fill="#fff7e0"
        stroke="#f3d27a"
        strokeWidth="2"
      />
      <circle cx="146" cy="208" r="14" fill={colors.violet500} />
      <rect x="170" y="194" width="56" height="16" rx="8" fill={colors.violet100} />
      <Line x={178} y={199} w={40} c={colors.violet700} h={6} />
      <Line x={234} y={199} w={150} h={6} c={colors.ink500} />
      <Line x={170} y={218} w={200} h={6} c={colors.ink300} />
      <rect
        x="48"
        y="256"
        width="190"
        height="28"
        rx="14"
        fill={colors.violet50}
        stroke={colors.violet200}
        strokeWidth="2"
      />
      <circle cx="66" cy="270" r="8" fill={colors.coral500} />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={86 + i * 12}
          cy="270"
          r="3.5"
          fill={colors.violet500}
          opacity={0.4 + i * 0.3}
        />
      ))}
      <Line x={130} y={266} w={94} h={7} c={colors.violet400} />
      <circle
        cx="400"
        cy="82"
        r="16"
        fill={colors.violet700}
        stroke={colors.white}
        strokeWidth="3"
      />
      <circle
        cx="376"
        cy="82"
        r="16"
        fill={colors.coral500}
        stroke={colors.white}
        strokeWidth="3"
      />
    </Frame>
  ),
  ai: (
    <Frame>
      <rect x="48" y="66" width="250" height="52" rx="12" fill={colors.ink100} />
      <Line x={62} y={80} w={200} h={7} c={colors.ink500} />
      <Line x={62} y={96} w={140} h={7} c={colors.ink300} />
      <rect
        x="92"
        y="134"
        width="344"
        height="104"
        rx="14"
        fill={colors.violet50}
        stroke={colors.violet400}
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      <path d="M114 152l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={colors.violet500} />
      <Line x={140} y={158} w={120} c={colors.violet700} h={7} />
      <Line x={110} y={184} w={300} h={7} c={colors.ink500} />
      <Line x={110} y={200} w={250} h={7} c={colors.ink300} />
      <rect
        x="110"
        y="214"
        width="90"
        height="16"
        rx="8"
        fill={colors.white}
        stroke={colors.violet200}
      />
      <rect
        x="208"
        y="214"
        width="100"
        height="16"
        rx="8"
        fill={colors.white}
        stroke={colors.violet200}
      />
      <rect x="336" y="252" width="100" height="32" rx="16" fill={colors.violet600} />
      <Line x={356} y={264} w={60} c={colors.white} h={8} />
      <rect
        x="240"
        y="252"
        width="86"
        height="32"
        rx="16"
        fill={colors.white}
        stroke={colors.ink200}
        strokeWidth="2"
      />
    </Frame>
  ),
  workflows: (
    <Frame>
      <rect x="56" y="80" width="150" height="56" rx="12" fill={colors.violet600} />
      <Line x={72} y={96} w={60} c={colors.violet200} h={7} />
      <Line x={72} y={112} w={110} c={colors.white} h={8} />
      <path d="M206 108h40" stroke={colors.violet400} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M246 108c20 0 20-40 40-40M246 108c20 0 20 60 40 60"
        stroke={colors.violet400}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect
        x="286"
        y="44"
        width="150"
        height="48"
        rx="12"
        fill={colors.white}
        stroke={colors.violet200}
        strokeWidth="2"
      />
      <circle cx="306" cy="68" r="9" fill={colors.green600} />
      <Line x={322} y={64} w={96} c={colors.ink700} h={8} />
      <rect
        x="286"
        y="144"
        width="150"
        height="48"
        rx="12"
        fill={colors.white}
        stroke={colors.violet200}
        strokeWidth="2"
      />
      <circle cx="306" cy="168" r="9" fill="#f3b63f" />
      <Line x={322} y={164} w={80} c={colors.ink700} h={8} />
      <rect x="56" y="210" width="380" height="70" rx="12" fill={colors.ink100} />
      <circle cx="92" cy="245" r="20" fill="none" stroke={colors.violet200} strokeWidth="6" />
      <path
        d="M92 225a20 20 0 0 1 19 26"
        fill="none"
        stroke={colors.violet600}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <Line x={126} y={234} w={130} c={colors.ink700} h={8} />
      <Line x={126} y={250} w={200} h={7} c={colors.ink300} />
    </Frame>
  ),
  analytics: (
    <Frame>
      <rect x="48" y="66" width="120" height="84" rx="12" fill={colors.violet600} />
      <Line x={64} y={82} w={50} c={colors.violet200} h={7} />
      <text
        x="64"
        y="130"
        fill={colors.white}
        fontSize="30"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        87%
      </text>
      <rect x="180" y="66" width="120" height="84" rx="12" fill={colors.ink100} />
      <Line x={196} y={82} w={60} c={colors.ink500} h={7} />
      <text
        x="196"
        y="130"
        fill={colors.ink900}
        fontSize="30"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        −25%
      </text>
      <rect x="312" y="66" width="124" height="84" rx="12" fill={colors.ink100} />
      <Line x={328} y={82} w={70} c={colors.ink500} h={7} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={330 + i * 18}
          y={138 - [20, 28, 24, 36, 44][i]!}
          width="10"
          height={[20, 28, 24, 36, 44][i]}
          rx="3"
          fill={colors.violet400}
        />
      ))}
      <rect
        x="48"
        y="166"
        width="388"
        height="114"
        rx="12"
        fill={colors.white}
        stroke={colors.ink200}
        strokeWidth="2"
      />
      {[0, 1, 2].map((i) => (
        <path key={i} d={`M64 ${196 + i * 28}h356`} stroke={colors.ink100} strokeWidth="2" />
      ))}
      <path
        d="M64 196c40 6 60 30 100 28s60 20 100 26 60-4 90 10 40 4 56 6"
        fill="none"
        stroke={colors.violet600}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle
        cx="410"
        cy="266"
        r="6"
        fill={colors.violet600}
        stroke={colors.white}
        strokeWidth="3"
      />
    </Frame>
  ),
};

export function TourIllustrationArt({ name, label }: { name: TourIllustration; label: string }) {
  return (
    <svg viewBox="0 0 480 320" role="img" aria-label={label} width="480" height="320">
      {drawings[name]}
    </svg>
  );
}
