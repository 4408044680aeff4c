import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness({ onExited = () => undefined }: { onExited?: () => void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <div id="page">
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Request a demo
      </button>
      <a href="#elsewhere">A link on the page</a>
      {mounted && (
        <Dialog
          open={open}
          onRequestClose={() => setOpen(false)}
          onExited={() => {
            setMounted(false);
            onExited();
          }}
        >
          <h2 id="modal-title">Get a personalized demo</h2>
          <label>
            Work email <input type="email" />
          </label>
          <button type="submit">Continue</button>
        </Dialog>
      )}
    </div>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Request a demo' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by the content heading, with focus moved inside', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Get a personalized demo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByLabelText('Work email');
    const submit = screen.getByRole('button', { name: 'Continue' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('makes the rest of the page inert while open, and live again after closing', async () => {
    const user = await openDialog();
    const page = document.body.firstElementChild as HTMLElement;
    // After the frame that shows the dialog (decision 0224); focus is already inside.
    expect(screen.getByRole('dialog')).toHaveFocus();
    await waitFor(() => expect(page).toHaveAttribute('inert'));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('leaves the page as it was when closed before the page was locked', async () => {
    render(<Harness />);
    const page = document.body.firstElementChild as HTMLElement;
    // Opened and closed in the same task, before the dialog's first frame.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    });
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(page).not.toHaveAttribute('inert');
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    // Past the frame and the task the lock would have waited for.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(page).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const exited = jest.fn();
    const user = userEvent.setup();
    render(<Harness onExited={exited} />);
    const opener = screen.getByRole('button', { name: 'Request a demo' });
    await user.click(opener);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(exited).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Request a demo' })).toHaveFocus();
  });
});
