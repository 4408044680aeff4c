import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductTourModal from './product-tour-modal';
import { TOUR_SLIDES } from './tour-steps';

const openModal = jest.fn();
jest.mock('@/components/modal-context', () => ({
  useModal: () => ({ openModal, closeModal: jest.fn() }),
}));

function renderTour(onClose = jest.fn()) {
  render(
    <div role="dialog" aria-labelledby="modal-title" tabIndex={-1}>
      <ProductTourModal onClose={onClose} />
    </div>,
  );
  return { onClose, user: userEvent.setup() };
}

const slideTitle = (index: number) =>
  screen.getByRole('heading', { level: 3, name: TOUR_SLIDES[index]?.title });

describe('ProductTourModal', () => {
  beforeEach(() => openModal.mockClear());

  it('titles the dialog and starts on the first step', () => {
    renderTour();
    expect(screen.getByRole('dialog', { name: 'A quick tour of Switchboard' })).toBeInTheDocument();
    expect(screen.getByText(`Step 1 of ${TOUR_SLIDES.length}`)).toBeInTheDocument();
    expect(slideTitle(0)).toBeInTheDocument();
  });

  it('moves with Next and Back, and with the arrow keys anywhere in the dialog', async () => {
    const { user } = renderTour();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(slideTitle(1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(slideTitle(0)).toBeInTheDocument();

    screen.getByRole('dialog').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slideTitle(2)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(slideTitle(1)).toBeInTheDocument();
  });

  it('jumps to a step from its dot, marked as the current step', async () => {
    const { user } = renderTour();
    const last = TOUR_SLIDES.length;
    await user.click(screen.getByRole('button', { name: new RegExp(`^Step ${last}:`) }));
    expect(slideTitle(last - 1)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^Step ${last}:`) })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('ends with the trial and demo offers and a Finish button that closes the tour', async () => {
    const { user, onClose } = renderTour();
    for (let i = 1; i < TOUR_SLIDES.length; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: 'Try for free' }));
    expect(openModal).toHaveBeenCalledWith('trial');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(openModal).toHaveBeenCalledWith('demo');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Back focusable on the first step so focus never drops out of the dialog', async () => {
    const { user } = renderTour();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.click(back);
    expect(slideTitle(0)).toBeInTheDocument();
    expect(back).toHaveFocus();
  });
});
