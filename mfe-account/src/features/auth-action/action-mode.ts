/**
 * Which action an /auth/action link asks for. The store's e-mails use Firebase's mode names
 * (`resetPassword`, `verifyEmail`); a link without a mode is a reset link (SPEC §2: "reset link uses
 * query parameter oobCode"). Firebase's other modes (recoverEmail, verifyAndChangeEmail, signIn, …)
 * do not exist here: the e-mail cannot be changed.
 */
export type ActionMode = 'resetPassword' | 'verifyEmail' | 'unsupported';

export function actionMode(mode: string | null): ActionMode {
  if (mode === null || mode === '' || mode === 'resetPassword') return 'resetPassword';
  if (mode === 'verifyEmail') return 'verifyEmail';
  return 'unsupported';
}
