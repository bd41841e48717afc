import { type SessionUser } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ACCOUNT_ITEMS, type AccountDialog, type AccountItem, displayName } from '@/account/account-items';
import { useAccountActions } from '@/account/use-account-actions';
import { UserAvatar } from '@/account/user-avatar';

interface MobileAccountMenuProps {
  user: SessionUser;
  onOpenDialog: (dialog: AccountDialog) => void;
  /** Closes the slide-in menu before the item acts. */
  onNavigate: () => void;
}

/** The My Account items in the mobile slide-in menu: the same choices as the top bar's menu, as a list. */
export function MobileAccountMenu({ user, onOpenDialog, onNavigate }: MobileAccountMenuProps) {
  const { t } = useTranslation('common');
  const choose = useAccountActions(onOpenDialog);
  const name = displayName(user);
  const email = typeof user.email === 'string' ? user.email : '';

  function activate(item: AccountItem) {
    onNavigate();
    choose(item);
  }

  return (
    <nav className="mobile-account" aria-label={t('accountMenu.label')}>
      <div className="mobile-account__who">
        <UserAvatar name={name} size={40} />
        <div className="mobile-account__names">
          <span className="mobile-account__name">{name}</span>
          {email && <span className="mobile-account__email">{email}</span>}
        </div>
      </div>
      <ul className="mobile-account__list">
        {ACCOUNT_ITEMS.map((item) => {
          const className = `mobile-account__item${'logout' in item ? ' mobile-account__item--logout' : ''}`;
          return (
            <li key={item.id}>
              {'to' in item ? (
                <Link to={item.to} className={className} onClick={() => activate(item)}>
                  {t(item.labelKey)}
                </Link>
              ) : (
                <button type="button" className={className} onClick={() => activate(item)}>
                  {t(item.labelKey)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
