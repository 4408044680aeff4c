import styled from 'styled-components';
import type { ComparisonBlock as ComparisonData } from '@/content/pages/schema';
import { colors, fontSizes, radii } from '@/styles/theme';
import { Container, Lead, Section, SectionHeader, SectionHeading } from './layout';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  th,
  td {
    padding: 14px 18px;
    text-align: left;
    border-bottom: 1px solid ${colors.ink200};
    vertical-align: top;
  }
  thead th {
    background: ${colors.violet50};
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${colors.violet800};
  }
  thead th:last-child {
    color: ${colors.violet700};
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody th {
    font-weight: 600;
  }
  td {
    color: ${colors.ink700};
  }
`;

const Yes = styled.span`
  color: ${colors.green600};
  font-weight: 700;
`;
const No = styled.span`
  color: ${colors.ink500};
`;

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Yes>✓ Included</Yes>;
  if (value === false) return <No>— Not included</No>;
  return <>{value}</>;
}

export function ComparisonBlock({ block }: { block: ComparisonData }) {
  const headingId = `comparison-${block.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Section $tone="plain">
      <Container>
        <SectionHeader>
          <SectionHeading id={headingId}>{block.heading}</SectionHeading>
          {block.intro && <Lead>{block.intro}</Lead>}
        </SectionHeader>
        {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
        <Scroller tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Capability</th>
                {block.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={`${row.label}-${block.columns[index] ?? index}`}>
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      </Container>
    </Section>
  );
}
