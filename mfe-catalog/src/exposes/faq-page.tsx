import { FaqContent } from '@/features/faq/faq-content';

/** /faq-page: hero with a phone and the numbered questions, one open at a time. */
export function FaqPage() {
  return <FaqContent />;
}
