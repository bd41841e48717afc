import { PrivacyPolicyContent } from '@/features/legal/privacy-policy-content';

/** /privacy-policy: the full policy; every section is linkable, e.g. /privacy-policy#hapus-data. */
export function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}
