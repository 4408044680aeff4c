import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { navigationUnderTest as navigation } from '@/tests/support/navigation-under-test';
import { DesktopNav } from './desktop-nav';

jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/', events: { on() {}, off() {} } }),
}));

function Nav() {
  const [activeDrawer, setActiveDrawer] = useState<number | null>(null);
  return (
    <DesktopNav
      items={navigation.primaryNav}
      activeDrawer={activeDrawer}
      onActiveDrawerChange={setActiveDrawer}
      inverted={false}
    />
  );
}

const firstDrawer = navigation.primaryNav.find((item) => item.type === 'drawer')!;
const firstLinkTitle =
  firstDrawer.type === 'drawer' ? firstDrawer.sections[0]!.links[0]!.title : '';

describe('DesktopNav (decision 0182: drawer contents load at the first pointer or focus)', () => {
  it('moves focus to the first link of a drawer opened with Enter then Tab before its links arrived', async () => {
    render(<Nav />);
    const trigger = screen.getByRole('button', { name: firstDrawer.title });
    // Closed, no drawer holds a link.
    expect(screen.queryByRole('link', { name: new RegExp(firstLinkTitle) })).toBeNull();
    act(() => trigger.focus());
    fireEvent.click(trigger, { detail: 0 });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tab = fireEvent.keyDown(trigger, { key: 'Tab' });
    // Held: the browser's own Tab would have skipped the drawer still loading.
    expect(tab).toBe(false);
    const link = await screen.findByRole('link', { name: new RegExp(firstLinkTitle) });
    expect(link).toHaveFocus();
  });

  it('lets Tab go on as usual once a drawer shows its links', async () => {
    render(<Nav />);
    const trigger = screen.getByRole('button', { name: firstDrawer.title });
    fireEvent.click(trigger, { detail: 0 });
    await screen.findByRole('link', { name: new RegExp(firstLinkTitle) });
    expect(fireEvent.keyDown(trigger, { key: 'Tab' })).toBe(true);
  });
});
