// The part of react-i18next the store uses, shared instead of the whole package (which also carries <Trans>
// with its markup parser, the ICU <IcuTrans> parser and SSR helpers): see react-router.mjs beside this file for
// why subsets exist. The one page that renders markup from a text imports `react-i18next/TransWithoutContext`
// and passes it the page's i18n instance, so the parser loads with that page only.
// Need another export? Add it here: `subset-imports.test.mjs` fails when code imports a name not listed.
export {
  I18nContext,
  I18nextProvider,
  getI18n,
  initReactI18next,
  useTranslation,
} from 'kelana-react-i18next-full';
