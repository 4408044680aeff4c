import { render } from '@testing-library/react';
import { SwitchboardLogo, SwitchboardMark } from './switchboard-logo';

describe('SwitchboardMark', () => {
  it('gives each logo on a page its own tile gradient, which its own tile paints with', () => {
    const { container } = render(
      <>
        <SwitchboardLogo />
        <SwitchboardMark size={24} />
      </>,
    );
    const gradients = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(gradients).toHaveLength(2);
    expect(new Set(gradients).size).toBe(2);
    const fills = [...container.querySelectorAll('svg > rect')].map((r) => r.getAttribute('fill'));
    expect(fills).toEqual(gradients.map((id) => `url(#${id})`));
  });
});
