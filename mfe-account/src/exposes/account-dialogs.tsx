// The dialogs the shell's My Account menu opens. The shell loads this module only when one is opened, so
// the pages around it never pay for it.
export { ChangePasswordModal } from '@/features/change-password/change-password-modal';
export { ProfileModal } from '@/features/profile/profile-modal';
