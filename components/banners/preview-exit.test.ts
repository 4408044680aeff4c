import { previewExitHref } from './preview-exit';

describe('previewExitHref', () => {
  it('exits preview back to the current path without its query string', () => {
    expect(previewExitHref('/blog/writing-slas?utm_source=cms&draft=1')).toBe(
      '/api/preview?exit=true&uri=%2Fblog%2Fwriting-slas',
    );
  });

  it('drops the hash too and falls back to the home page', () => {
    expect(previewExitHref('/pricing#faq')).toBe('/api/preview?exit=true&uri=%2Fpricing');
    expect(previewExitHref('?x=1')).toBe('/api/preview?exit=true&uri=%2F');
  });
});
