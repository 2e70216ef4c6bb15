import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { leadFormHref, type LeadContext } from '@/lib/leads/lead-form-href';
import { SmartLink } from './smart-link';
import styles from './site-header.module.css';

type Props = { locale: Locale; partnerFormUrl: string | null; stacked?: boolean; context?: LeadContext };

/** The calls to action of spec 2.6: brochure, contact, registration (with the page's course or school), and the partner form in a new tab. */
export async function CtaButtons({ locale, partnerFormUrl, stacked = false, context }: Props) {
  const t = await getTranslations('commons');
  return (
    <div className={stacked ? styles.ctasStacked : styles.ctas}>
      <SmartLink href={leadFormHref('brochure', locale, context)} className="button secondary">
        {t('brochure')}
      </SmartLink>
      <SmartLink href={leadFormHref('contact', locale, context)} className="button secondary">
        {t('contact')}
      </SmartLink>
      <SmartLink href={leadFormHref('registration', locale, context)} className="button accent">
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
