import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, intlLocale } from '@/lib/format';
import { joinDateParts } from '@/lib/time/date-parts';
import type { TimelineEntry } from '@/lib/guides/scholarship-deadlines';
import { inSentence } from '@/lib/guides/in-sentence';
import { stepsByNeeds } from '@/lib/guides/steps-by-needs';
import { suggestedIntake, type GuideStep, type IntakeTimeline } from '@/lib/guides/intake-timeline';
import styles from './country-guide.module.css';

// Noon UTC is the same calendar day in Paris whatever the season.
const dayOf = (locale: Locale, isoDate: string) => formatDate(locale, `${isoDate}T12:00:00Z`);
// A day of any year ("07-05"): "5 juillet", "5 July" (a leap year, so that 29 February is one).
const dayOfYear = (locale: Locale, monthDay: string) =>
  joinDateParts(
    intlLocale[locale],
    new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(
      new Date(`2000-${monthDay}T12:00:00Z`),
    ),
  );

export type TimelineOfIntake = IntakeTimeline & { entries: TimelineEntry[] };

/**
 * One level's steps dated back from each intake to come, one disclosure per intake, opened on the
 * first that can still be made; an intake past a step's latest date says so and points to the next
 * that can. Native `<details name>`: the student picks an intake without a script, and the page
 * stays one cacheable address. `group` names the disclosures of one level (one open per level).
 */
export async function GuideTimeline({
  steps,
  timelines,
  group,
  locale,
}: {
  steps: readonly GuideStep[];
  timelines: readonly TimelineOfIntake[];
  group: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  if (timelines.length === 0) {
    return (
      <>
        <p>{t('noIntake')}</p>
        <ol className={styles.timeline}>
          {stepsByNeeds(steps).map((step) => (
            <li key={step.key}>
              <p className={styles.when}>
                {step.onDay
                  ? t('onDay', { date: dayOfYear(locale, step.onDay) })
                  : t('weeksBefore', { weeks: step.weeksBeforeIntake })}
              </p>
              <p className={styles.stepTitle}>{step.title}</p>
              {step.description && <p>{step.description}</p>}
            </li>
          ))}
        </ol>
      </>
    );
  }
  const open = suggestedIntake(timelines);
  const idOf = (slug: string) => `${group}-${slug}`;
  return (
    <>
      <p>{t('timelineIntro')}</p>
      {open < 0 && <p>{t('closedNone')}</p>}
      <div className={styles.intakes}>
        {timelines.map(({ intake, entries, lateCount, closed }, index) => {
          const next = closed ? timelines.slice(index + 1).find((later) => later.closed === null) : undefined;
          return (
            <details
              key={intake.slug}
              id={idOf(intake.slug)}
              name={group}
              open={index === open}
              className={styles.intake}
            >
              <summary>
                {t('intakeSummary', { intake: intake.label, date: dayOf(locale, intake.startDate) })}
                {closed ? (
                  <span className={styles.lateCount}>{t('closedSummary')}</span>
                ) : (
                  lateCount > 0 && <span className={styles.lateCount}>{t('lateSteps', { count: lateCount })}</span>
                )}
              </summary>
              {closed ? (
                <div className={styles.closed}>
                  <p>{t('closed', { step: closed.step, date: dayOf(locale, closed.deadline) })}</p>
                  <p>
                    {next ? (
                      <a href={`#${idOf(next.intake.slug)}`}>{t('closedNext', { intake: next.intake.label })}</a>
                    ) : (
                      t('closedNone')
                    )}
                  </p>
                </div>
              ) : (
                <ol className={styles.timeline}>
                  {entries.map((entry) =>
                    entry.kind === 'step' ? (
                      <li key={entry.step.key} className={entry.step.late ? styles.late : undefined}>
                        <p className={styles.when}>
                          <time dateTime={entry.step.date}>
                            {t('byDate', { date: dayOf(locale, entry.step.date) })}
                          </time>
                          {entry.step.late && (
                            <strong>
                              {' · '}
                              {entry.step.latest ? t('lateBy', { date: dayOf(locale, entry.step.latest) }) : t('late')}
                            </strong>
                          )}
                        </p>
                        <p className={styles.stepTitle}>{entry.step.title}</p>
                        {entry.step.description && <p>{entry.step.description}</p>}
                        {entry.step.after.length > 0 && (
                          <p className={styles.after}>{t('after', { steps: entry.step.after.join(' · ') })}</p>
                        )}
                      </li>
                    ) : (
                      <li key={`deadline-${entry.deadline.title}`} className={styles.deadline}>
                        <p className={styles.when}>
                          <time dateTime={entry.deadline.date}>
                            {t('deadlineDate', { date: dayOf(locale, entry.deadline.date) })}
                          </time>
                        </p>
                        <p className={styles.stepTitle}>{entry.deadline.title}</p>
                        {entry.deadline.description && <p>{entry.deadline.description}</p>}
                        {entry.deadline.requires && (
                          <p className={entry.deadline.tooLate ? styles.tooLate : styles.after}>
                            {entry.deadline.tooLate
                              ? t('deadlineTooLate', {
                                  step: inSentence(entry.deadline.requires.title),
                                  deadline: dayOf(locale, entry.deadline.date),
                                  date: dayOf(locale, entry.deadline.requires.date),
                                })
                              : t('deadlineNeeds', { step: inSentence(entry.deadline.requires.title) })}
                          </p>
                        )}
                      </li>
                    ),
                  )}
                </ol>
              )}
            </details>
          );
        })}
      </div>
    </>
  );
}
