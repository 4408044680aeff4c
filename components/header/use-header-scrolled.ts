import { useEffect, useState } from 'react';
import { isHeaderScrolled } from './header-scroll';

/** Whether the page is scrolled past the header threshold; updated at most once per frame. */
export function useHeaderScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isHeaderScrolled(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}
