import { type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Opening one item closes the others (the FAQ and the device list behave so). */
  singleOpen?: boolean;
  defaultOpenIds?: string[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Told each time an item opens or closes (a panel that loads its content when first opened). */
  onToggle?: (id: string, open: boolean) => void;
}

/** Disclosure buttons inside headings, per the WAI-ARIA accordion pattern; clicking an open item closes it. */
export function Accordion({ items, singleOpen = false, defaultOpenIds = [], headingLevel = 3, className, onToggle }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<string[]>(defaultOpenIds);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    onToggle?.(id, !openIds.includes(id));
    setOpenIds((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return singleOpen ? [id] : [...current, id];
    });
  }

  return (
    <div className={['k-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = openIds.includes(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className="k-accordion__item" data-open={open || undefined}>
            <Heading className="k-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="k-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <svg className="k-accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="k-accordion__panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
