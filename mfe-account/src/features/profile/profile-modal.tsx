import { Button, loadProfile, userAtom } from '@kelana/runtime';
import { useMobileNumber } from '@kelana/runtime/use-mobile-number';
import { type IccidRecord, listIccids, updateProfile } from '@/api/profile-api';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type AccountDialogProps, AccountDialogFrame } from '@/components/account-dialog';
import { FormMessage } from '@/components/form-message';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import {
  missingProfileFields,
  OCCUPATIONS,
  type ProfileField,
  type ProfileFields,
  profileFields,
  profileServerProblem,
} from '@/features/profile/profile-validation';

type FieldErrors = Partial<Record<ProfileField, string>>;

/**
 * SPEC §2 Profile modal: name, phone and occupation editable, e-mail read-only, the user's ICCIDs listed.
 * Saving disables the form, PATCHes /api/auth/me, reloads the profile into the session and closes.
 */
export function ProfileModal({ open, onClose }: AccountDialogProps) {
  const { t } = useTranslation('account');
  const user = useAtomValue(userAtom);
  const [fields, setFields] = useState<ProfileFields>(() => profileFields(user));
  const [usageAlerts, setUsageAlerts] = useState(() => user?.usage_alerts !== false);
  const alertsId = useId();
  const edited = useRef(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [invalid, setInvalid] = useState<ProfileField[]>([]);
  const [focusField, setFocusField] = useState<ProfileField | null>(null);
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const iccids = useIccids();
  const [tried, setTried] = useState(false);
  const phone = useMobileNumber(fields.phone, (local) => setFields((all) => ({ ...all, phone: local })), tried);

  // The stored user may be old (another device changed it): read the profile again, unless already edited.
  useEffect(() => {
    let live = true;
    void loadProfile().then((result) => {
      if (live && result.ok && !edited.current) {
        setFields(profileFields(result.data));
        setUsageAlerts(result.data.usage_alerts !== false);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (!focusField || saving) return;
    inputs.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField, saving]);

  const field = (name: ProfileField) => ({
    name,
    value: fields[name],
    disabled: saving,
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[name] = element;
    },
    'aria-invalid': invalid.includes(name) || Boolean(fieldErrors[name]) || undefined,
    // The phone's own rule shows as it is typed; a refusal from the server replaces it until the next edit.
    error: fieldErrors[name] ?? (name === 'phone' && phone.problemKey ? t(phone.problemKey) : undefined),
    onChange: (event: { target: { value: string } }) => {
      edited.current = true;
      setFields((all) => ({ ...all, [name]: event.target.value }));
      setFieldErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const missing = missingProfileFields(fields);
    setTried(true);
    setFieldErrors({});
    setInvalid(missing);
    if (missing.length > 0) {
      setFormError(t('profile.error.required'));
      setFocusField(missing[0]);
      return;
    }
    setFormError(null);
    // The store's phone rule, told under the field: nothing is sent until it holds.
    if (!phone.check.ok) return setFocusField('phone');
    setSaving(true);
    const result = await updateProfile({
      name: fields.name.trim(),
      phone: phone.check.e164,
      occupation: fields.occupation,
      usage_alerts: usageAlerts,
    });
    setSaving(false);
    if (result.ok) return onClose();
    const problem = profileServerProblem(result.error);
    if (problem.field) {
      setFieldErrors({ [problem.field]: t(problem.key) });
      setFocusField(problem.field);
    } else {
      setFormError(t(problem.key));
    }
  }

  const { ref: nameRef, ...nameProps } = field('name');
  const { ref: phoneRef, ...phoneProps } = field('phone');
  const { ref: occupationRef, error: occupationError, ...occupationProps } = field('occupation');

  return (
    <AccountDialogFrame
      open={open}
      onClose={() => !saving && onClose()}
      title={t('profile.title')}
      closeLabel={t('profile.close')}
      intro={t('profile.intro')}
    >
      <form className="account-form" onSubmit={save} noValidate aria-busy={saving}>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <TextField label={t('profile.name')} autoComplete="name" required maxLength={120} ref={nameRef} {...nameProps} />
        <TextField
          label={t('profile.email')}
          type="email"
          name="email"
          value={typeof user?.email === 'string' ? user.email : ''}
          readOnly
          hint={t('profile.emailHint')}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          prefix="+62"
          required
          ref={phoneRef}
          onBlur={phone.onBlur}
          {...phoneProps}
        />
        <SelectField label={t('profile.occupation')} required ref={occupationRef} error={occupationError} {...occupationProps}>
          <option value="">{t('profile.occupationChoose')}</option>
          {OCCUPATIONS.map((occupation) => (
            <option key={occupation} value={occupation}>
              {t(`form.purposes.${occupation}`)}
            </option>
          ))}
        </SelectField>
        <IccidSelect state={iccids} disabled={saving} />
        <label className="account-switch">
          <input
            type="checkbox"
            role="switch"
            name="usage_alerts"
            checked={usageAlerts}
            disabled={saving}
            aria-labelledby={`${alertsId}-label`}
            aria-describedby={`${alertsId}-hint`}
            onChange={(event) => {
              edited.current = true;
              setUsageAlerts(event.target.checked);
            }}
          />
          <span className="account-switch__text">
            <span className="account-switch__label" id={`${alertsId}-label`}>{t('profile.usageAlerts')}</span>
            <span className="account-switch__hint" id={`${alertsId}-hint`}>
              {t('profile.usageAlertsHint')}
            </span>
          </span>
        </label>
        <div className="account-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </AccountDialogFrame>
  );
}

type IccidState = { loading: true } | { loading: false; list: IccidRecord[] };

function useIccids(): IccidState {
  const [state, setState] = useState<IccidState>({ loading: true });
  useEffect(() => {
    let live = true;
    void listIccids().then((list) => live && setState({ loading: false, list }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The user's ICCIDs (SPEC §2: iccid, type, status upper case); none, or a failed list, reads as empty. */
function IccidSelect({ state, disabled }: { state: IccidState; disabled: boolean }) {
  const { t } = useTranslation('account');
  const [chosen, setChosen] = useState('');
  const list = state.loading ? [] : state.list;
  return (
    <SelectField
      label={t('profile.iccid')}
      name="iccid"
      value={chosen || list[0]?.iccid || ''}
      disabled={disabled}
      aria-busy={state.loading || undefined}
      onChange={(event) => setChosen(event.target.value)}
    >
      {state.loading && <option value="">{t('profile.iccidLoading')}</option>}
      {!state.loading && list.length === 0 && <option value="">{t('profile.iccidEmpty')}</option>}
      {list.map((record) => (
        <option key={record.iccid} value={record.iccid}>
          {t('profile.iccidOption', {
            iccid: record.iccid,
            type: t(`quota.kind.${record.type}`, { defaultValue: record.type }),
            status: t(`quota.iccidStatus.${String(record.status).toLowerCase()}`, { defaultValue: String(record.status) }),
          })}
        </option>
      ))}
    </SelectField>
  );
}
