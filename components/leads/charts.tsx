import styled from 'styled-components';
import { colors } from '@/styles/theme';

/**
 * The overview's charts, drawn as SVG by React on the server (no charting library: four simple
 * charts do not pay for one, ADR 0120). Each names its numbers for screen readers (the SVG's label
 * or a table under "Show the numbers"), and each bar carries data-label and data-count.
 */
export interface ChartBar {
  label: string;
  count: number;
}

const BAR_HEIGHT = 28;
const BAR_GAP = 10;
const LABEL_WIDTH = 170;
const CHART_WIDTH = 640;
/** Series colours in order, all with at least 3:1 contrast on white. */
export const SERIES_COLOURS = [
  colors.violet600,
  colors.green600,
  colors.amber600,
  colors.red600,
  colors.ink600,
  colors.violet800,
  colors.coral500,
] as const;

/** Horizontal bars with their counts: a funnel or a ranking. */
export function BarChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const height = bars.length * (BAR_HEIGHT + BAR_GAP);
  const room = CHART_WIDTH - LABEL_WIDTH - 60;
  const summary = bars.map((bar) => `${bar.label}: ${bar.count}`).join(', ');
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p>No leads in this period.</p>
      ) : (
        <svg
          role="img"
          aria-label={`${title}. ${summary}`}
          viewBox={`0 0 ${CHART_WIDTH} ${height}`}
          width="100%"
          style={{ maxWidth: CHART_WIDTH }}
        >
          {bars.map((bar, index) => {
            const y = index * (BAR_HEIGHT + BAR_GAP);
            const width = Math.round((bar.count / max) * room);
            return (
              <g key={bar.label} data-label={bar.label} data-count={bar.count}>
                <text x={0} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize="13">
                  {bar.label}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y}
                  width={Math.max(width, bar.count > 0 ? 2 : 0)}
                  height={BAR_HEIGHT}
                  rx={3}
                  fill={colors.violet600}
                />
                <text
                  x={LABEL_WIDTH + width + 8}
                  y={y + BAR_HEIGHT / 2}
                  dominantBaseline="middle"
                  fontSize="13"
                  fontWeight="600"
                >
                  {bar.count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Figure>
  );
}

export interface StackedDay {
  day: string;
  counts: Partial<Record<string, number>>;
}

/** One column per day, stacked by series, with a legend and the numbers as a table. */
export function StackedDayChart({
  title,
  days,
  series,
}: {
  title: string;
  days: readonly StackedDay[];
  series: readonly { key: string; label: string }[];
}) {
  const PLOT_HEIGHT = 180;
  const AXIS = 36;
  const totals = days.map((d) => series.reduce((sum, s) => sum + (d.counts[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const column = CHART_WIDTH / Math.max(days.length, 1);
  const total = totals.reduce((a, b) => a + b, 0);
  const colour = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length];
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${total} leads from ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}. The numbers are in the table below.`}
        viewBox={`0 0 ${CHART_WIDTH} ${PLOT_HEIGHT + AXIS}`}
        width="100%"
        style={{ maxWidth: CHART_WIDTH }}
      >
        <text x={0} y={12} fontSize="12">
          {max}
        </text>
        <line x1={0} x2={CHART_WIDTH} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} stroke={colors.ink300} />
        {days.map((d, index) => {
          let top = PLOT_HEIGHT;
          return (
            <g key={d.day} data-day={d.day} data-count={totals[index]}>
              {series.map((s, seriesIndex) => {
                const n = d.counts[s.key] ?? 0;
                if (n === 0) return null;
                const h = (n / max) * (PLOT_HEIGHT - 20);
                top -= h;
                return (
                  <rect
                    key={s.key}
                    data-series={s.key}
                    data-count={n}
                    x={index * column + column * 0.15}
                    y={top}
                    width={column * 0.7}
                    height={h}
                    fill={colour(seriesIndex)}
                  />
                );
              })}
              {index % 7 === 0 || index === days.length - 1 ? (
                <text x={index * column} y={PLOT_HEIGHT + 22} fontSize="11">
                  {d.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Legend>
        {series.map((s, index) => (
          <li key={s.key}>
            <Swatch style={{ background: colour(index) }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </Legend>
      <details>
        <summary>Show the numbers</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              {series.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, index) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                {series.map((s) => (
                  <td key={s.key}>{d.counts[s.key] ?? 0}</td>
                ))}
                <td>{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[10]};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  svg text {
    fill: ${colors.ink900};
  }
  details {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  td,
  th {
    padding: 2px 10px;
    text-align: right;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 2px;
`;
