import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="k-page">
      <div className="k-container not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="k-page__title">{t('notFound.title')}</h1>
        <p className="not-found__body">{t('notFound.body')}</p>
        <Link to="/" className="k-button k-button--primary">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
