import styled from 'styled-components';
import type { PricingFeatureGroup, PricingPlan } from '@/lib/content/pricing-browser';
import { horizontalScrollCue } from '@/styles/scroll-cue';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/** The feature-by-plan table, from the same pricing source as the cards. */
export function ComparisonTable({
  plans,
  groups,
}: {
  plans: PricingPlan[];
  groups: PricingFeatureGroup[];
}) {
  return (
    <Frame>
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
                  <span>{group.name}</span>
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
    </Frame>
  );
}

/*
 * The border sits outside the scrolling box, so the scroll cue's fade leaves it whole.
 * Laid out only as it nears the screen: the table was a large part of the page's one big first
 * layout, and Lighthouse's TBT on /pricing fell from 505 to 345 ms without it (decision 0229).
 * The intrinsic sizes are today's heights, so the page hardly moves when it renders; `auto`
 * remembers the real one after that.
 */
const Frame = styled.div`
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  background: ${colors.white};
  overflow: hidden;
  content-visibility: auto;
  contain-intrinsic-size: auto 1940px;
  ${mq('tablet')} {
    contain-intrinsic-size: auto 1540px;
  }
  ${mq('desktop')} {
    contain-intrinsic-size: auto 1430px;
  }
`;

/*
 * On a phone the table scrolls sideways under a sticky feature column: a feature and its value in
 * a plan are always on screen together, with a plan and a half readable beside it (decision 0137).
 */
const Scroller = styled.div`
  /* Contains the visually hidden labels, which would otherwise widen the page on phones. */
  position: relative;
  overflow-x: auto;
  ${horizontalScrollCue}
`;

const FEATURE_COLUMN_PHONE = '9.5rem';
const PLAN_COLUMN_PHONE = '6rem';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${fontSizes.sm};
  th,
  td {
    padding: 12px 16px;
    border-bottom: 1px solid ${colors.ink200};
    text-align: center;
    min-width: ${PLAN_COLUMN_PHONE};
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${FEATURE_COLUMN_PHONE};
    min-width: ${FEATURE_COLUMN_PHONE};
    max-width: ${FEATURE_COLUMN_PHONE};
    padding-left: 12px;
    border-right: 1px solid ${colors.ink200};
    background: ${colors.white};
    text-align: left;
    font-weight: 500;
    color: ${colors.ink700};
  }
  thead th {
    background: ${colors.white};
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
  thead th:first-child {
    z-index: 2;
  }
  tr.group th {
    padding-top: 20px;
    background: ${colors.violet50};
    text-align: left;
    font-weight: 700;
    color: ${colors.violet800};
  }
  /* The group's name stays at the left edge while the row scrolls. */
  tr.group th span {
    position: sticky;
    left: 12px;
  }
  ${mq('tablet')} {
    min-width: 720px;
    th[scope='row'],
    thead th:first-child {
      width: auto;
      max-width: none;
      padding-left: 16px;
      border-right: 0;
    }
  }
  .yes {
    color: ${colors.green600};
    font-weight: 700;
  }
  .no {
    color: ${colors.ink500};
  }
`;
