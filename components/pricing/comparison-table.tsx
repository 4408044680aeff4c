import styled from 'styled-components';
import type { PricingFeatureGroup, PricingPlan } from '@/content/schema';
import { colors, fontSizes, radii } from '@/styles/theme';

/** The feature-by-plan table, from the same pricing source as the cards. */
export function ComparisonTable({
  plans,
  groups,
}: {
  plans: PricingPlan[];
  groups: PricingFeatureGroup[];
}) {
  return (
    <Scroller tabIndex={0} role="region" aria-labelledby="compare-plans-heading">
      <Table>
        <caption className="visually-hidden">Features included in each plan</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.map((plan) => (
              <th key={plan.slug} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.name}>
            <tr className="group">
              <th scope="rowgroup" colSpan={plans.length + 1}>
                {group.name}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {plans.map((plan) => {
                  const value = row.values[plan.slug];
                  return (
                    <td key={plan.slug}>
                      {value === true ? (
                        <span className="yes">
                          <span aria-hidden="true">✓</span>
                          <span className="visually-hidden">Included</span>
                        </span>
                      ) : value === false || value === undefined ? (
                        <span className="no">
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">Not included</span>
                        </span>
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  /* Contains the visually hidden labels, which would otherwise widen the page on phones. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th,
  td {
    padding: 12px 16px;
    border-bottom: 1px solid ${colors.ink200};
    text-align: center;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: 500;
    color: ${colors.ink700};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${colors.white};
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
  tr.group th {
    padding-top: 20px;
    background: ${colors.violet50};
    text-align: left;
    font-weight: 700;
    color: ${colors.violet800};
  }
  .yes {
    color: ${colors.green600};
    font-weight: 700;
  }
  .no {
    color: ${colors.ink500};
  }
`;
