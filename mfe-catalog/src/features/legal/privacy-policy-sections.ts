/**
 * SPEC §2 Privacy policy: every section and its anchor, in order. The anchors are part of the public URL
 * (`/privacy-policy#hapus-data` is linked from e-mails and app stores), so they stay Indonesian in every
 * language and must never be renamed.
 */
export const PRIVACY_POLICY_SECTIONS = [
  'kebijakan-privasi',
  'pengumpulan-data',
  'app-info',
  'penggunaan-data',
  'pembagian-informasi',
  'penyimpanan-data',
  'penerusan-data',
  'hapus-data',
  'pengungkapan-data',
  'privasi-anak',
  'tautan-lain',
  'perubahan-kebijakan',
  'hubungi-kami',
] as const;

export type PrivacyPolicySection = (typeof PRIVACY_POLICY_SECTIONS)[number];

/** Legal texts are long and only these pages need them, so they live in their own namespace (see README). */
export const LEGAL_NAMESPACE = 'catalog-legal';
