import { LegalTopicContent, type LegalTopic } from '@/features/legal/legal-topic-content';

export type { LegalTopic };

/** /terms, /privacy and /security: one component, the shell's route table passes the topic. */
export function LegalPage({ topic = 'terms' }: { topic?: LegalTopic }) {
  return <LegalTopicContent topic={topic} />;
}
