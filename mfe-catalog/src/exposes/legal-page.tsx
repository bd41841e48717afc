import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

export type LegalTopic = 'terms' | 'privacy' | 'security';

/** /terms, /privacy and /security: one component, the shell's route table passes the topic. */
export function LegalPage({ topic = 'terms' }: { topic?: LegalTopic }) {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t(`legal.${topic}.title`)}</PageHeading>;
}
