import { render, screen } from '@testing-library/react';
import ErrorPage from '@/pages/_error';

describe('pages/_error (Next error page)', () => {
  it('shows the generic error page for a server failure', () => {
    render(<ErrorPage statusCode={500} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Uh oh, something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('shows the generic error page for a bad request', () => {
    render(<ErrorPage statusCode={400} />);
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('shows the not-found page for a 404', () => {
    render(<ErrorPage statusCode={404} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page took a wrong turn.' }),
    ).toBeInTheDocument();
  });

  it('reads the status from the response, then from the error', () => {
    const fromRes = ErrorPage.getInitialProps({ res: { statusCode: 503 } } as never);
    const fromErr = ErrorPage.getInitialProps({ err: { statusCode: 400 } } as never);
    const neither = ErrorPage.getInitialProps({} as never);
    expect([fromRes.statusCode, fromErr.statusCode, neither.statusCode]).toEqual([503, 400, 404]);
  });
});
