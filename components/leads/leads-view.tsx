import Head from 'next/head';
import { SiteLink as Link } from '@/components/site-link/site-link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@/constants/brand';
import { PATHS } from '@/constants/links';

/**
 * Shared frame of the marketers' lead view: never indexed, none of the public site's chrome,
 * banners or measurement (the shell's `internal` option); the shell's <main> is the landmark.
 */
export function LeadsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{`${title} | ${PRODUCT_NAME} leads`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Frame>
        <TopBar aria-label="Lead view">
          <Link href={PATHS.leads}>{PRODUCT_NAME} leads</Link>
          <Link href={PATHS.leadsMeetings}>Meetings</Link>
          <Link href={PATHS.leadsOverview}>Overview</Link>
        </TopBar>
        {children}
      </Frame>
    </>
  );
}

/**
 * What the lead view says instead of a page (lib/server/leads/lead-view-gate.tsx): sign in, try
 * again after a lockout, or the database busy. Its words come from the server, as its status does.
 */
export function LeadViewGatePage({ gate }: { gate: { title: string; text: string } }) {
  return (
    <LeadsFrame title={gate.title}>
      <h1>{gate.title}</h1>
      <p>{gate.text}</p>
    </LeadsFrame>
  );
}

/** One of the lead view's filters: a labelled choice, its "any" option first when it has one. */
export function FilterSelect({
  label,
  name,
  value,
  options,
  anyLabel,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const Frame = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[16]}`};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const TopBar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-weight: 700;
  a {
    text-decoration: none;
  }
`;

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[6]}`};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  select,
  input {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.ink300};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
  }
`;

export const ActionButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.violet600};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.violet600};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  cursor: pointer;
`;

export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.violet600};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  text-decoration: none;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.ink200};
    text-align: left;
    vertical-align: top;
  }
  /* Long free text (emails, URLs) may break anywhere; short labels and times never wrap. */
  td {
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  th {
    background: ${({ theme }) => theme.colors.ink100};
    font-weight: 600;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const StatusBadge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  /* Each tint is light enough for its small text to keep 4.5:1 (green and amber were 4.4:1). */
  background: ${({ $status }) =>
    $status === 'dead'
      ? '#fdecec'
      : $status === 'delivered'
        ? '#f0f9f4'
        : $status === 'pending'
          ? '#fff8e6'
          : '#eeeef4'};
  color: ${({ theme, $status }) =>
    $status === 'dead'
      ? theme.colors.red600
      : $status === 'delivered'
        ? theme.colors.green600
        : $status === 'pending'
          ? theme.colors.amber600
          : theme.colors.ink700};
`;

export const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
