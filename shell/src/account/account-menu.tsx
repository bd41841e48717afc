import { type SessionUser } from '@kelana/runtime';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ACCOUNT_ITEMS, type AccountDialog, type AccountItem, displayName } from '@/account/account-items';
import { useAccountActions } from '@/account/use-account-actions';
import { UserAvatar } from '@/account/user-avatar';

interface AccountMenuProps {
  user: SessionUser;
  onOpenDialog: (dialog: AccountDialog) => void;
  /** Called when the menu first opens: the shell warms up the account dialogs then. */
  onFirstOpen?: () => void;
}

type Focus = 'first' | 'last' | null;

/**
 * The top bar's My Account menu, as the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on
 * the first item (ArrowUp on the last), arrows, Home and End move, Escape closes and returns to the button,
 * Tab and a click outside close it.
 */
export function AccountMenu({ user, onOpenDialog, onFirstOpen }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const name = displayName(user);
  const choose = useAccountActions(onOpenDialog);

  const focusItem = (index: number) => {
    const count = ACCOUNT_ITEMS.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focus: Focus) => {
    onFirstOpen?.();
    setOpen(true);
    setFocusOnOpen(focus);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A layout effect: a plain effect may wait for the next paint, and an Enter pressed before it would still
  // reach the button and close the menu again.
  useLayoutEffect(() => {
    if (!open || !focusOnOpen) return;
    focusItem(focusOnOpen === 'first' ? 0 : ACCOUNT_ITEMS.length - 1);
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: ACCOUNT_ITEMS.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && current >= 0) {
      // A link does not react to Space by itself; a menu item must.
      event.preventDefault();
      itemRefs.current[current]?.click();
    }
  }

  function activate(item: AccountItem) {
    close(!('to' in item));
    choose(item);
  }

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('accountMenu.button', { name })}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar name={name} />
        <span className="account-menu__name">{name}</span>
        <svg className="account-menu__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list" role="menu" aria-label={t('accountMenu.label')} onKeyDown={onMenuKeyDown}>
          {ACCOUNT_ITEMS.map((item, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            const className = `account-menu__item${'logout' in item ? ' account-menu__item--logout' : ''}`;
            return (
              <li key={item.id} role="none">
                {'to' in item ? (
                  <Link ref={ref} to={item.to} role="menuitem" tabIndex={-1} className={className} onClick={() => activate(item)}>
                    {t(item.labelKey)}
                  </Link>
                ) : (
                  <button ref={ref} type="button" role="menuitem" tabIndex={-1} className={className} onClick={() => activate(item)}>
                    {t(item.labelKey)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
