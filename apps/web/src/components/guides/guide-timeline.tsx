import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { suggestedIntake, type GuideStep, type IntakeTimeline } from '@/lib/guides/intake-timeline';
import styles from './country-guide.module.css';

// Noon UTC is the same calendar day in Paris whatever the season.
const dayOf = (locale: Locale, isoDate: string) => formatDate(locale, `${isoDate}T12:00:00Z`);

/**
 * The steps dated back from each intake to come, one disclosure per intake, opened on the first
 * that can still be made on time. Native `<details name>`: the student picks an intake without a
 * script, and the page stays one cacheable address.
 */
export async function GuideTimeline({
  steps,
  timelines,
  locale,
}: {
  steps: readonly GuideStep[];
  timelines: readonly IntakeTimeline[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  if (timelines.length === 0) {
    return (
      <>
        <p>{t('noIntake')}</p>
        <ol className={styles.timeline}>
          {[...steps]
            .sort((a, b) => b.weeksBeforeIntake - a.weeksBeforeIntake)
            .map((step) => (
              <li key={step.title}>
                <p className={styles.when}>{t('weeksBefore', { weeks: step.weeksBeforeIntake })}</p>
                <p className={styles.stepTitle}>{step.title}</p>
                {step.description && <p>{step.description}</p>}
              </li>
            ))}
        </ol>
      </>
    );
  }
  const open = suggestedIntake(timelines);
  return (
    <>
      <p>{t('timelineIntro')}</p>
      <div className={styles.intakes}>
        {timelines.map(({ intake, steps: dated, lateCount }, index) => (
          <details key={intake.slug} name="intake" open={index === open} className={styles.intake}>
            <summary>
              {t('intakeSummary', { intake: intake.label, date: dayOf(locale, intake.startDate) })}
              {lateCount > 0 && <span className={styles.lateCount}>{t('lateSteps', { count: lateCount })}</span>}
            </summary>
            <ol className={styles.timeline}>
              {dated.map((step) => (
                <li key={step.title} className={step.late ? styles.late : undefined}>
                  <p className={styles.when}>
                    <time dateTime={step.date}>{t('byDate', { date: dayOf(locale, step.date) })}</time>
                    {step.late && <strong> · {t('late')}</strong>}
                  </p>
                  <p className={styles.stepTitle}>{step.title}</p>
                  {step.description && <p>{step.description}</p>}
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </>
  );
}
