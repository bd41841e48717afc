import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened with showModal(): the browser makes the page behind it inert and puts it in the
 * top layer. Tab still escapes to the browser's own UI, so focus is kept inside by hand, and it goes back to
 * whatever opened the dialog when it closes.
 */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened and focused before the next paint, so no key pressed meanwhile reaches the page behind it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusables(dialog)[0]?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here so the parent's state stays the source of truth (no dialog closed behind its back).
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A press that starts and ends outside the dialog's box (on the backdrop) closes it, as a tap outside would;
  // a drag that starts inside (selecting text) does not.
  const pressedOutside = useRef(false);
  const outside = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const within = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    return event.target === event.currentTarget && !within;
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={['k-modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        pressedOutside.current = outside(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && outside(event)) onClose();
        pressedOutside.current = false;
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="k-modal__header">
        <h2 id={titleId} className="k-modal__title">
          {title}
        </h2>
        <button type="button" className="k-icon-button" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="k-modal__body">{children}</div>
    </dialog>
  );
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}
