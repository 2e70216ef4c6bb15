import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { SmartLink } from './smart-link';
import styles from './site-header.module.css';

/** The calls to action of spec 2.6: brochure, contact, registration, and the partner form in a new tab. */
export async function CtaButtons({ locale, partnerFormUrl, stacked = false }: { locale: Locale; partnerFormUrl: string | null; stacked?: boolean }) {
  const t = await getTranslations('commons');
  return (
    <div className={stacked ? styles.ctasStacked : styles.ctas}>
      <SmartLink href={getPathname({ href: '/brochure', locale })} className="button secondary">
        {t('brochure')}
      </SmartLink>
      <SmartLink href={getPathname({ href: '/contact', locale })} className="button secondary">
        {t('contact')}
      </SmartLink>
      <SmartLink href={getPathname({ href: '/inscription', locale })} className="button accent">
        {t('registration')}
      </SmartLink>
      {partnerFormUrl && (
        <a href={partnerFormUrl} target="_blank" rel="noopener" className={styles.partner}>
          {t('partner')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      )}
    </div>
  );
}
