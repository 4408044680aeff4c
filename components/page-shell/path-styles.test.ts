import { pathStyles } from './path-styles';

describe('pathStyles', () => {
  it('uses the default footer and shows the top pattern on ordinary pages', () => {
    expect(pathStyles('/')).toEqual({ footerTone: 'default', showTopPattern: true });
    expect(pathStyles('/pricing?plan=growth')).toEqual({
      footerTone: 'default',
      showTopPattern: true,
    });
  });

  it('makes the footer dark violet on paths containing /product/ai', () => {
    expect(pathStyles('/product/ai').footerTone).toBe('dark');
    expect(pathStyles('/product/ai/agents?ref=nav').footerTone).toBe('dark');
    expect(pathStyles('/de/product/ai').footerTone).toBe('dark');
  });

  it('makes the footer light violet on paths containing /game-changer', () => {
    expect(pathStyles('/game-changer').footerTone).toBe('light');
    expect(pathStyles('/events/game-changer-2026').footerTone).toBe('light');
  });

  it('hides the decorative top pattern on paths containing /control-shift', () => {
    expect(pathStyles('/control-shift').showTopPattern).toBe(false);
    expect(pathStyles('/control-shift/episode-4').showTopPattern).toBe(false);
    expect(pathStyles('/product/ai').showTopPattern).toBe(true);
  });

  it('looks at the path only, not the query or the hash', () => {
    expect(pathStyles('/pricing?from=/product/ai').footerTone).toBe('default');
    expect(pathStyles('/blog#/control-shift').showTopPattern).toBe(true);
  });

  it('does not mistake a neighbouring product page for /product/ai', () => {
    expect(pathStyles('/product/analytics').footerTone).toBe('default');
  });
});
