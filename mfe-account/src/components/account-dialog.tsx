import { Modal } from '@kelana/runtime';
import type { ReactNode } from 'react';

import accountCss from '@/components/account.css?url';
import dialogCss from '@/components/account-dialog.css?url';
import { Stylesheet } from '@kelana/runtime';

/** What the shell passes to every dialog `./AccountDialogs` exposes. */
export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
}

interface AccountDialogFrameProps extends AccountDialogProps {
  title: string;
  closeLabel: string;
  intro?: string;
  children: ReactNode;
}

/** The runtime Modal with this remote's field styles: the frame of the profile and password dialogs. */
export function AccountDialogFrame({ open, onClose, title, closeLabel, intro, children }: AccountDialogFrameProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel} className="account-dialog">
      <Stylesheet href={accountCss} />
      <Stylesheet href={dialogCss} />
      {intro && <p className="account-dialog__intro">{intro}</p>}
      {children}
    </Modal>
  );
}
