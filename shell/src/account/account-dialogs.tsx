import { Button, i18n, Modal, Skeleton } from '@kelana/runtime';
import { Component, type ComponentType, type ErrorInfo, lazy, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AccountDialog } from '@/account/account-items';
import { forgetRemote, loadExposedModule } from '@/remotes/remote-registry';

/** What mfe-account's `./AccountDialogs` exposes. */
export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
}
type DialogsModule = Record<'ProfileModal' | 'ChangePasswordModal', ComponentType<AccountDialogProps>>;

const COMPONENT: Record<AccountDialog, keyof DialogsModule> = { profile: 'ProfileModal', changePassword: 'ChangePasswordModal' };
const TITLE: Record<AccountDialog, string> = { profile: 'accountMenu.profile', changePassword: 'accountMenu.changePassword' };

let loading: Promise<DialogsModule> | null = null;
const lazyDialogs = new Map<AccountDialog, LazyExoticComponent<ComponentType<AccountDialogProps>>>();

/**
 * Fetches the account dialogs (code and the `account` texts) once. The home page never pays for them: the
 * shell calls this when the account menu first opens, and again, cached, when a dialog is shown.
 */
export function preloadAccountDialogs(): Promise<DialogsModule> {
  loading ??= Promise.all([
    loadExposedModule<DialogsModule>('account', 'AccountDialogs'),
    i18n.loadNamespaces('account'),
  ]).then(([module]) => module);
  loading.catch(() => undefined);
  return loading;
}

function forgetDialogs(): void {
  loading = null;
  lazyDialogs.clear();
  forgetRemote('account');
}

function lazyDialog(dialog: AccountDialog) {
  let component = lazyDialogs.get(dialog);
  if (!component) {
    component = lazy(async () => {
      const found = (await preloadAccountDialogs())[COMPONENT[dialog]];
      if (!found) throw new Error(`account/AccountDialogs has no ${COMPONENT[dialog]}`);
      return { default: found };
    });
    lazyDialogs.set(dialog, component);
  }
  return component;
}

/** The open account dialog, loaded from mfe-account on demand, with a loading and a retry state. */
export function AccountDialogs({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const Dialog = lazyDialog(dialog);
  return (
    <DialogErrorBoundary
      key={attempt}
      fallback={
        <DialogUnavailable
          dialog={dialog}
          onClose={onClose}
          onRetry={() => {
            forgetDialogs();
            setAttempt((count) => count + 1);
          }}
        />
      }
    >
      <Suspense fallback={<DialogLoading dialog={dialog} onClose={onClose} />}>
        <Dialog open onClose={onClose} />
      </Suspense>
    </DialogErrorBoundary>
  );
}

function DialogLoading({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open onClose={onClose} title={t(TITLE[dialog])} closeLabel={t('accountMenu.close')}>
      <div className="account-dialog-loading" aria-busy="true">
        <span className="k-visually-hidden" role="status">
          {t('loading.page')}
        </span>
        <Skeleton height="48px" radius="8px" />
        <Skeleton height="48px" radius="8px" />
        <Skeleton height="48px" width="40%" radius="8px" />
      </div>
    </Modal>
  );
}

function DialogUnavailable({ dialog, onClose, onRetry }: { dialog: AccountDialog; onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open onClose={onClose} title={t(TITLE[dialog])} closeLabel={t('accountMenu.close')}>
      <div className="account-dialog-error" role="alert">
        <p className="account-dialog-error__title">{t('remoteError.title')}</p>
        <p>{t('remoteError.body')}</p>
        <Button onClick={onRetry}>{t('remoteError.retry')}</Button>
      </div>
    </Modal>
  );
}

class DialogErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] account dialog failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
