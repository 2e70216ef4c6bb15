import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import styles from './error-view.module.css';

const catalogueKey = (status: number) => {
  if ([400, 401, 403, 404, 504].includes(status)) return String(status) as '400' | '401' | '403' | '404' | '504';
  if (status === 500 || status === 503) return '500';
  return 'other';
};

type Props = { status: number; locale: Locale; message?: string };

/** Spec 8: the code, the catalogue message for it (or a custom one) and a way back home. */
export async function ErrorView({ status, locale, message }: Props) {
  const t = await getTranslations('errors');
  return (
    <section className={`container ${styles.error}`}>
      <p className={styles.code}>{status}</p>
      <h1>{message ?? t(catalogueKey(status))}</h1>
      <Link href={getPathname({ href: '/', locale })} className="button">
        {t('backToSite')}
      </Link>
    </section>
  );
}
