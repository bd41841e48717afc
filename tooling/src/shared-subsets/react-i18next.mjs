// The part of react-i18next the store uses, shared instead of the whole package (which also carries the
// ICU <IcuTrans> parser and SSR helpers): see react-router.mjs beside this file for why subsets exist.
// Need another export? Add it here: `subset-imports.test.mjs` fails when code imports a name not listed.
export {
  I18nContext,
  I18nextProvider,
  Trans,
  Translation,
  getI18n,
  initReactI18next,
  useTranslation,
} from 'kelana-react-i18next-full';
