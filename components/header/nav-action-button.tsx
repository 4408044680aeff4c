import { Button, ButtonLink, type ButtonSize } from '@/components/button/button';
import { preloadModal, useModal } from '@/components/modal-context';
import type { NavAction } from '@/lib/content/navigation-browser';

interface NavActionButtonProps {
  action: NavAction;
  inverted?: boolean;
  size?: ButtonSize;
  block?: boolean;
  onActivate?: () => void;
  /** Where focus returns when the modal this action opens closes (default: this button). */
  returnFocusTo?: () => HTMLElement | null;
}

/** A header action: a link, or the 'trial' / 'demo' action that opens its modal. */
export function NavActionButton({
  action,
  inverted,
  size = 'md',
  block,
  onActivate,
  returnFocusTo,
}: NavActionButtonProps) {
  const { openModal } = useModal();
  if ('href' in action) {
    return (
      <ButtonLink
        href={action.href}
        $kind={action.kind}
        $inverted={inverted}
        $size={size}
        $block={block}
        onClick={onActivate}
      >
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      type="button"
      $kind={action.kind}
      $inverted={inverted}
      $size={size}
      $block={block}
      aria-haspopup="dialog"
      // Its code is usually there already (fetched when idle); a visitor quicker than that gets
      // it from the moment they point at or focus the button.
      onPointerEnter={() => preloadModal(action.action)}
      onFocus={() => preloadModal(action.action)}
      onClick={() => {
        onActivate?.();
        openModal(action.action, { returnFocusTo: returnFocusTo?.() });
      }}
    >
      {action.label}
    </Button>
  );
}
