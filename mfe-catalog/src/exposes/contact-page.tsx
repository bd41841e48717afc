import { ContactContent } from '@/features/contact/contact-content';

/** /kontak: the contact form (SPEC §2 Contact) and the store's support contact. */
export function ContactPage() {
  return <ContactContent />;
}
