import { GuideContent } from '@/features/guide/guide-content';

/** /panduan: the device check (modal) and how to activate, on the website or in the app. */
export function GuidePage() {
  return <GuideContent />;
}
