import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import {
  PHONE_COUNTRY_SEARCH_PLACEHOLDER,
  PREFERRED_PHONE_COUNTRIES,
} from '@/constants/form-fields';

/**
 * The phone input's country picker: a button that opens a searchable list ('Search for your
 * country'), preferred countries first. It replaces react-phone-number-input's native select,
 * which cannot search, and is styled here because the Pages Router only allows global CSS from
 * pages/_app.tsx.
 */
interface CountryOption {
  value?: string;
  label: string;
  divider?: boolean;
}

export interface CountrySearchSelectProps {
  value?: string;
  onChange: (value?: string) => void;
  options: CountryOption[];
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Regional-indicator emoji for a country code (no image requests, no network). */
export function flagEmoji(code: string): string {
  return [...code.toUpperCase()]
    .map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))
    .join('');
}

function callingCode(code: string): string {
  try {
    return `+${getCountryCallingCode(code as CountryCode)}`;
  } catch {
    return '';
  }
}

const PREFERRED = new Set<string>(PREFERRED_PHONE_COUNTRIES);

export function CountrySearchSelect({
  value,
  onChange,
  options,
  disabled,
  readOnly,
  'aria-label': ariaLabel = 'Phone number country',
  onFocus,
  onBlur,
}: CountrySearchSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const countries = useMemo(() => {
    const real = options.filter(
      (option): option is { value: string; label: string } => !option.divider && !!option.value,
    );
    const preferred = PREFERRED_PHONE_COUNTRIES.map((code) =>
      real.find((option) => option.value === code),
    ).filter((option): option is { value: string; label: string } => option !== undefined);
    const rest = real.filter((option) => !PREFERRED.has(option.value));
    return { preferred, rest };
  }, [options]);

  const needle = query.trim().toLowerCase();
  const matches = (option: { value: string; label: string }) =>
    !needle ||
    option.label.toLowerCase().includes(needle) ||
    option.value.toLowerCase() === needle ||
    callingCode(option.value).includes(needle.replace(/^\+?/, '+'));
  const shown = needle
    ? [...countries.preferred, ...countries.rest].filter(matches)
    : [...countries.preferred, ...countries.rest];

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (!panelRef.current?.contains(event.target as Node) && event.target !== buttonRef.current) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    setQuery('');
    buttonRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) searchRef.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  const selectedLabel = options.find((option) => option.value === value)?.label;

  return (
    <Wrapper>
      <CountryButton
        ref={buttonRef}
        type="button"
        disabled={disabled || readOnly}
        aria-label={`${ariaLabel}: ${selectedLabel ?? 'International'}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <span aria-hidden="true">{value ? flagEmoji(value) : '🌐'}</span>
        <span aria-hidden="true">{value ? callingCode(value) : '+'}</span>
        <Caret aria-hidden="true" />
      </CountryButton>
      {open ? (
        <Panel ref={panelRef} onKeyDown={onPanelKeyDown}>
          <SearchInput
            ref={searchRef}
            type="search"
            value={query}
            placeholder={PHONE_COUNTRY_SEARCH_PLACEHOLDER}
            aria-label={PHONE_COUNTRY_SEARCH_PLACEHOLDER}
            aria-controls={listId}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                const first = shown[0];
                if (first) choose(first.value);
              }
            }}
          />
          <List id={listId} aria-label="Countries">
            {shown.length === 0 ? <Empty>No country matches “{query}”</Empty> : null}
            {shown.map((option, index) => (
              <li
                key={option.value}
                data-divider={
                  !needle && index === countries.preferred.length - 1 ? 'true' : undefined
                }
              >
                <button
                  type="button"
                  aria-current={option.value === value ? 'true' : undefined}
                  onClick={() => choose(option.value)}
                >
                  <span aria-hidden="true">{flagEmoji(option.value)}</span>
                  <span>{option.label}</span>
                  <Code>{callingCode(option.value)}</Code>
                </button>
              </li>
            ))}
          </List>
        </Panel>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const CountryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.ink300};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`};
  background: ${({ theme }) => theme.colors.ink100};
  color: ${({ theme }) => theme.colors.ink900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Caret = styled.span`
  width: 0;
  height: 0;
  border-left: 4px solid transparent;
  border-right: 4px solid transparent;
  border-top: 5px solid currentColor;
`;

const Panel = styled.div`
  position: absolute;
  z-index: 10;
  top: calc(100% + 4px);
  left: 0;
  width: min(320px, 80vw);
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.ink200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const SearchInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.ink300};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  max-height: 260px;
  overflow-y: auto;
  li[data-divider] {
    border-bottom: 1px solid ${({ theme }) => theme.colors.ink200};
    padding-bottom: ${({ theme }) => theme.space[1]};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.ink900};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible,
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.violet50};
  }
`;

const Code = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.ink600};
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.ink600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
