import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, radii, shadows } from '@/styles/theme';

/**
 * The shared parts of the site's filterable directories (customer stories, integrations): the
 * live result count, the empty state and the card grid. Each directory keeps its own filters and
 * card content; what it shows and how it filters is unchanged by sharing these.
 */
interface DirectoryResultsProps<T> {
  items: readonly T[];
  /** What the live region announces, e.g. '5 of 35 integrations'. */
  countText: string;
  /** Shown instead of the grid when no item matches. */
  empty: ReactNode;
  /** Accessible name of the list, if it needs one. */
  label?: string;
  /** Narrowest card in pixels before the grid drops a column. */
  minCardWidth: number;
  gap: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

export function DirectoryResults<T>({
  items,
  countText,
  empty,
  label,
  minCardWidth,
  gap,
  itemKey,
  renderItem,
}: DirectoryResultsProps<T>) {
  return (
    <>
      <Count role="status" aria-live="polite">
        {countText}
      </Count>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Grid aria-label={label} $minCardWidth={minCardWidth} $gap={gap}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Grid>
      )}
    </>
  );
}

/** A select whose first option ('All …') clears the filter. */
export function SelectFilter({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A directory card: the heading's link covers the whole card (one tab stop, one link name), and
 * the card lifts on hover and keyboard focus.
 */
export const DirectoryCard = styled.article`
  position: relative;
  height: 100%;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  &:hover,
  &:focus-within {
    box-shadow: ${shadows.card};
  }
  h2 a {
    color: ${colors.ink900};
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Count = styled.p`
  margin: 0 0 16px;
  color: ${colors.ink600};
`;

const Grid = styled.ul<{ $minCardWidth: number; $gap: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$minCardWidth}px, 1fr));
  gap: ${(p) => p.$gap}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.p`
  padding: 32px;
  border: 1px dashed ${colors.ink300};
  border-radius: ${radii.lg};
  color: ${colors.ink600};
  button {
    border: 0;
    background: none;
    color: ${colors.violet700};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Select = styled.select`
  min-width: 220px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1.5px solid ${colors.ink300};
  border-radius: ${radii.md};
  background: ${colors.white};
`;
