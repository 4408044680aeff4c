import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ModalLoadFailed, ModalLoading } from '@/components/dialog/modal-loading';
import { theme } from '@/styles/theme';
import { useLaterSteps } from './use-later-steps';

/** A chunk that does not come the first time (a dropped connection), then does. */
function flakyChunk() {
  let calls = 0;
  return jest.fn(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new Error('Failed to load chunk'))
      : Promise.resolve({ Step: 'the later steps' });
  });
}

it('says the later steps did not come, and brings them on retry', async () => {
  const load = flakyChunk();
  const { result } = renderHook(() => useLaterSteps(load, true));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.steps).toBeUndefined();
  let loaded: unknown;
  await act(async () => {
    loaded = await result.current.ready();
  });
  expect(loaded).toEqual({ Step: 'the later steps' });
  expect(result.current.failed).toBe(false);
  expect(result.current.steps).toEqual({ Step: 'the later steps' });
});

/** The modal's column while they are missing, as the demo and trial modals render it. */
function Column({ load }: { load: () => Promise<{ Step: string }> }) {
  const { steps, failed, retry } = useLaterSteps(load, true);
  if (steps) return <p>{steps.Step}</p>;
  return failed ? <ModalLoadFailed onRetry={retry} /> : <ModalLoading />;
}

it("shows 'Loading…', then the message and 'Try again', which brings the step", async () => {
  const load = flakyChunk();
  render(
    <ThemeProvider theme={theme}>
      <div role="dialog" tabIndex={-1} aria-labelledby="modal-title">
        <Column load={load} />
      </div>
    </ThemeProvider>,
  );
  expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
  // The chunk's failure, inside act as React wants its updates.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(
    screen.getByText("This didn't load. Check your connection and try again."),
  ).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The chunk's answer, inside act as React wants its updates.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByText('the later steps')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
