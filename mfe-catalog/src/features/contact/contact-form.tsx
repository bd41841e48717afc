import { api, type ApiData, Button, userAtom } from '@kelana/runtime';
import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  clearedAfterSend,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  contactFailure,
  type ContactValues,
  EMPTY_CONTACT,
  PHONE_CODES,
  type PhoneCountry,
  prefillFrom,
  toPayload,
  validateContact,
} from '@/features/contact/contact-fields';

/** What a send ended in; `atField` when the server refused one field, which then takes the focus. */
type Outcome = { tone: 'success' | 'error'; text: string; atField?: boolean } | null;

/** SPEC §2 Contact: five required fields, prefilled from the signed-in user, sent to POST /api/contact. */
export function ContactForm() {
  const { t, i18n } = useTranslation('catalog');
  const user = useAtomValue(userAtom);
  const prefill = useMemo(() => prefillFrom(user), [user]);
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_CONTACT, ...prefill }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusTarget, setFocusTarget] = useState<ContactField | null>(null);
  // The outcome shows above the form: a phone user who pressed Send far below it is taken there, below the top bar.
  // A field's error moves the focus to that field instead. Each send's outcome is a new one, so it is shown anew.
  const outcomeRef = useRevealMessage<HTMLDivElement>(outcome?.atField ? null : outcome);
  const baseId = useId();
  const idOf = (field: ContactField | 'phoneCode') => `${baseId}-${field}`;

  // A profile that arrives later (sign-in in another tab, profile read at start-up) fills what is still empty.
  useEffect(() => {
    setValues((current) => {
      const next = { ...current };
      for (const field of ['name', 'email', 'address'] as const) if (!current[field] && prefill[field]) next[field] = prefill[field];
      if (!current.phone && prefill.phone) Object.assign(next, { phone: prefill.phone, phoneCountry: prefill.phoneCountry });
      return next;
    });
  }, [prefill]);

  function change<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField: ContactField = field === 'phoneCountry' ? 'phone' : (field as ContactField);
    if (errors[errorField]) setErrors(({ [errorField]: _dropped, ...rest }) => rest);
  }

  // The first field in error gets focus once it can take it (the fieldset is disabled while sending).
  useLayoutEffect(() => {
    if (!focusTarget || sending) return;
    document.getElementById(`${baseId}-${focusTarget}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget, sending, baseId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = validateContact(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) return setFocusTarget(first);
    setSending(true);
    const result = await api.post<ApiData<'send_contact_message'>>('/contact', toPayload(values, i18n.language));
    setSending(false);
    if (result.ok) {
      setValues(clearedAfterSend(prefill));
      // The server's words are Indonesian: an English visitor reads ours.
      const text = i18n.language === 'en' ? t('contactPage.success') : result.message.trim() || t('contactPage.success');
      return setOutcome({ tone: 'success', text });
    }
    const failure = contactFailure(result.error);
    if (failure.kind === 'field') {
      setErrors({ [failure.field]: 'invalid' });
      setOutcome({ tone: 'error', text: t('contactPage.errors.summary'), atField: true });
      return setFocusTarget(failure.field);
    }
    if (failure.kind === 'network') return setOutcome({ tone: 'error', text: t('contactPage.errors.network') });
    setOutcome({ tone: 'error', text: failure.message ?? t('contactPage.errors.default') });
  }

  const describedBy = (field: ContactField) => (errors[field] ? `${idOf(field)}-error` : undefined);
  const fieldError = (field: ContactField) =>
    errors[field] && (
      <p id={`${idOf(field)}-error`} className="contact-field__error">
        {t(`contactPage.errors.${errors[field]}.${field}`)}
      </p>
    );
  const textInput = (field: 'name' | 'email' | 'address', type: string, autoComplete: string) => (
    <div className="contact-field">
      <label className="contact-field__label" htmlFor={idOf(field)}>
        {t(`contactPage.fields.${field}`)}
      </label>
      <input
        id={idOf(field)}
        className="contact-field__input"
        type={type}
        name={field}
        autoComplete={autoComplete}
        required
        disabled={sending}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        placeholder={t(`contactPage.placeholders.${field}`)}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      />
      {fieldError(field)}
    </div>
  );
  const dial = PHONE_CODES.find((entry) => entry.country === values.phoneCountry)?.dial;

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-busy={sending}>
      {outcome && (
        <div
          ref={outcomeRef}
          className={`contact-message contact-message--${outcome.tone}`}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </div>
      )}
      <p className="contact-form__note">
        {t('contactPage.form.allRequired')}
        {Object.keys(prefill).length > 0 && ` ${t('contactPage.form.prefilled')}`}
      </p>
      <fieldset className="contact-form__fields" disabled={sending}>
        {textInput('name', 'text', 'name')}
        {textInput('email', 'email', 'email')}
        {textInput('address', 'text', 'street-address')}
        <div className="contact-field">
          <label className="contact-field__label" htmlFor={idOf('phone')}>
            {t('contactPage.fields.phone')}
          </label>
          <div className={['contact-phone', errors.phone ? 'contact-phone--invalid' : ''].join(' ')}>
            <label className="k-visually-hidden" htmlFor={idOf('phoneCode')}>
              {t('contactPage.fields.phoneCode')}
            </label>
            <span className="contact-phone__code">
              <span className="contact-phone__code-text" aria-hidden="true">
                {values.phoneCountry} {dial}
              </span>
              <select
                id={idOf('phoneCode')}
                className="contact-phone__select"
                name="phoneCountry"
                value={values.phoneCountry}
                disabled={sending}
                onChange={(event) => change('phoneCountry', event.target.value as PhoneCountry)}
              >
                {PHONE_CODES.map((entry) => (
                  <option key={entry.country} value={entry.country}>
                    {`${t(`contactPage.phoneCountries.${entry.country}`)} (${entry.dial})`}
                  </option>
                ))}
              </select>
            </span>
            <input
              id={idOf('phone')}
              className="contact-phone__input"
              type="tel"
              name="phone"
              inputMode="tel"
              autoComplete="tel-national"
              required
              disabled={sending}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
              placeholder={t('contactPage.placeholders.phone')}
              value={values.phone}
              onChange={(event) => change('phone', event.target.value)}
            />
          </div>
          {fieldError('phone')}
        </div>
        <div className="contact-field">
          <label className="contact-field__label" htmlFor={idOf('message')}>
            {t('contactPage.fields.message')}
          </label>
          <textarea
            id={idOf('message')}
            className="contact-field__input contact-field__textarea"
            name="message"
            rows={5}
            required
            disabled={sending}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            placeholder={t('contactPage.placeholders.message')}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
          {fieldError('message')}
        </div>
      </fieldset>
      <Button type="submit" variant="accent" busy={sending} className="contact-form__send">
        {sending ? t('contactPage.sending') : t('contactPage.send')}
      </Button>
    </form>
  );
}
