import { getTranslations } from 'next-intl/server';
import { LeadEvent } from '@/components/consent/lead-event';
import { PageHeader } from '@/components/layout/page-header';
import { SiteLink } from '@/components/site-link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getLeadFormOptionsIfAvailable } from '@/lib/cms/resources/lead-options';
import type { LeadType } from '@/lib/leads/lead-form';
import styles from './thank-you.module.css';

const NEXT_STEP = {
  brochure: 'thanksBrochure',
  contact: 'thanksContact',
  registration: 'thanksRegistration',
  application: 'thanksApplication',
} as const;

type Props = { locale: Locale; type: LeadType; schoolSlug: string | null; reference: string | null };

/**
 * What happens next, per form; a brochure request gets its school's brochure at once. The tag
 * manager hears of the lead (with consent) once per reference, not at each reload.
 */
export async function ThankYou({ locale, type, schoolSlug, reference }: Props) {
  const t = await getTranslations('forms');
  const school =
    type === 'brochure' && schoolSlug
      ? (await getLeadFormOptionsIfAvailable(locale))?.schools.find((s) => s.slug === schoolSlug)
      : undefined;
  return (
    <>
      <PageHeader title={t('thanksTitle')} />
      {reference && <LeadEvent formType={type} reference={reference} />}
      <div className={`container ${styles.body}`}>
        <h2>{t('nextSteps')}</h2>
        <p>{t(NEXT_STEP[type])}</p>
        {school?.brochure && (
          <p>
            <a href={school.brochure.url} className="button accent" download>
              {t('downloadBrochure', { school: school.name })}
            </a>
          </p>
        )}
        <p className={styles.links}>
          <SiteLink href={getPathname({ href: '/formations', locale })} className="button secondary">
            {t('seeCourses')}
          </SiteLink>
          <SiteLink href={getPathname({ href: '/', locale })} className="button secondary">
            {t('backHome')}
          </SiteLink>
        </p>
      </div>
    </>
  );
}
