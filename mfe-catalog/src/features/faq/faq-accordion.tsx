import { BRAND } from '@kelana/runtime';
import { Accordion } from '@kelana/runtime/accordion';
import { useTranslation } from 'react-i18next';

interface FaqText {
  question: string;
  answer: string;
}

/** SPEC §3 FAQ item: question, answer and the client's sequence id, counted from 1. */
export interface FaqItem extends FaqText {
  sequenceId: number;
}

export function useFaqItems(): FaqItem[] {
  const { t } = useTranslation('catalog');
  const texts = t('faq.items', { returnObjects: true, email: BRAND.supportEmail }) as FaqText[];
  return texts.map((text, index) => ({ ...text, sequenceId: index + 1 }));
}

/** SPEC §2 FAQ: one item open at a time, the first one open at first; clicking the open item closes it. */
export function FaqAccordion() {
  const items = useFaqItems();
  return (
    <Accordion
      className="faq-accordion"
      singleOpen
      defaultOpenIds={['1']}
      headingLevel={2}
      items={items.map((item) => ({
        id: String(item.sequenceId),
        title: (
          <span className="faq-accordion__question">
            <span className="faq-accordion__number">{item.sequenceId}.</span>
            <span>{item.question}</span>
          </span>
        ),
        content: <p>{item.answer}</p>,
      }))}
    />
  );
}
