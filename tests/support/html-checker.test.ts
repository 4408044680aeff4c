import { vnuFindings, type VnuReport } from './html-checker';

const at = (message: string, type: 'error' | 'info' = 'error', subType?: string) => ({
  type,
  subType,
  url: 'file:/tmp/sb-vnu/0.html',
  lastLine: 55,
  message,
});

describe('vnuFindings', () => {
  it('names the route and line of every error and warning, and sets aside only the CSS vnu does not know', () => {
    const report: VnuReport = {
      messages: [
        at('CSS: Unrecognized at-rule “@property”.'),
        at("CSS: “animation-timeline”: Property “animation-timeline” doesn't exist."),
        at('CSS: “mask”: Too many values or values are not recognized.'),
        at('Duplicate ID “sb-mark-tile”.'),
        at('Section lacks heading.', 'info', 'warning'),
        at('Trailing slash on void elements has no effect.', 'info'),
      ],
    };
    expect(vnuFindings(report, () => '/pricing')).toEqual([
      '/pricing line 55: error: CSS: “mask”: Too many values or values are not recognized.',
      '/pricing line 55: error: Duplicate ID “sb-mark-tile”.',
      '/pricing line 55: warning: Section lacks heading.',
    ]);
  });
});
