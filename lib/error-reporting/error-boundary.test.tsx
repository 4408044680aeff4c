import { render, screen } from '@testing-library/react';
import { notifyError } from './browser';
import { SiteErrorBoundary } from './error-boundary';

jest.mock('./browser', () => ({ notifyError: jest.fn() }));

function Broken(): never {
  throw new Error('pricing table exploded');
}

describe('SiteErrorBoundary', () => {
  it('shows the error page instead of a broken page, reports the error, and recovers on navigation', () => {
    // React logs every error a boundary catches; expected here, so it must not fail the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = <h1>Uh oh, something went wrong.</h1>;
    const { rerender } = render(
      <SiteErrorBoundary fallback={fallback} resetKey="/pricing">
        <Broken />
      </SiteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Uh oh, something went wrong.' }),
    ).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'pricing table exploded' }),
      'React render',
      expect.stringContaining('Broken'),
    );

    rerender(
      <SiteErrorBoundary fallback={fallback} resetKey="/about">
        <p>About us</p>
      </SiteErrorBoundary>,
    );
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uh oh, something went wrong.' })).toBeNull();
  });
});
