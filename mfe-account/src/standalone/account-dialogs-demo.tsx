import { Button, PageHeading } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChangePasswordModal, ProfileModal } from '@/exposes/account-dialogs';

/** Development only: opens the dialogs the shell's My Account menu opens (sign in on /login first). */
export function AccountDialogsDemo() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<'profile' | 'changePassword' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <PageHeading>{t('accountMenu.label')}</PageHeading>
      <div className="k-container" style={{ display: 'flex', gap: 12, paddingBlock: 24 }}>
        <Button onClick={() => setOpen('profile')}>{t('accountMenu.profile')}</Button>
        <Button variant="secondary" onClick={() => setOpen('changePassword')}>
          {t('accountMenu.changePassword')}
        </Button>
      </div>
      {open === 'profile' && <ProfileModal open onClose={close} />}
      {open === 'changePassword' && <ChangePasswordModal open onClose={close} />}
    </>
  );
}
