import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import type { CountryGuide, LevelPath } from '@/lib/cms/schemas/country-guide';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import { parisToday } from '@/lib/format';
import { now } from '@/lib/time/now';
import { intakeTimelines } from '@/lib/guides/intake-timeline';
import { levelSteps } from '@/lib/guides/level-steps';
import {
  intakeDeadlines,
  offeredThrough,
  scholarshipsOpenTo,
  timelineEntries,
} from '@/lib/guides/scholarship-deadlines';
import { GuideTimeline, type TimelineOfIntake } from './guide-timeline';
import styles from './country-guide.module.css';

type Props = {
  guide: CountryGuide;
  intakes: readonly IntakeDate[];
  scholarships: readonly Scholarship[];
  locale: Locale;
};

const pathId = (path: LevelPath) => `path-${path.graduationLevel?.slug ?? path.id}`;

/**
 * The path of each degree level from the guide's country (requirements 10.18): who may enter and
 * in which year, the diploma assessed, the language level (quoted from the level), and the
 * timeline of that level, with the scholarship deadlines open to it. Every path is on the page,
 * reached from an in-page list: one cacheable address. A guide without paths shows the common
 * steps alone.
 */
export async function GuideLevelPaths({ guide, intakes, scholarships, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  const today = parisToday(now());
  const openTo = (path: LevelPath | null) =>
    scholarshipsOpenTo(scholarships, guide.countryCode, path?.graduationLevel?.slug ?? null);
  const timelinesOf = (path: LevelPath | null): TimelineOfIntake[] => {
    const steps = path ? levelSteps(guide.steps, path.steps) : guide.steps;
    const offered = openTo(path).filter((scholarship) => offeredThrough(scholarship, guide.etudesEnFrance));
    return intakeTimelines(steps, intakes, today).map((timeline) => ({
      ...timeline,
      entries: timelineEntries(timeline.steps, intakeDeadlines(offered, timeline, today)),
    }));
  };
  // The aid still open that this country's route leaves out, said in one line so that a family does
  // not think it forgotten (the early-enrolment reduction: docs/decisions/cost-calculator.md).
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const absentOf = (path: LevelPath | null) => {
    const absent = openTo(path).filter(
      (scholarship) =>
        !offeredThrough(scholarship, guide.etudesEnFrance) && (!scholarship.deadline || scholarship.deadline >= today),
    );
    return (
      absent.length > 0 && (
        <p>
          {t('notThroughEtudesEnFrance', {
            titles: list.format(absent.map((scholarship) => scholarship.title)),
            count: absent.length,
          })}
        </p>
      )
    );
  };

  if (guide.levelPaths.length === 0) {
    if (guide.steps.length === 0) return null;
    return (
      <Section title={t('timelineTitle')}>
        <GuideTimeline steps={guide.steps} timelines={timelinesOf(null)} group="intake" locale={locale} />
        {absentOf(null)}
      </Section>
    );
  }

  return (
    <>
      <Section title={t('pathsTitle')}>
        <p>{t('pathsIntro')}</p>
        <nav aria-label={t('pathsNav')}>
          <ul className={styles.pathNav}>
            {guide.levelPaths.map((path) => (
              <li key={path.id}>
                <a href={`#${pathId(path)}`} className="button secondary">
                  {path.graduationLevel?.label ?? t('pathUnnamed')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
      {guide.levelPaths.map((path) => {
        const label = path.graduationLevel?.label ?? t('pathUnnamed');
        const languageLevel = path.graduationLevel?.languageLevel;
        return (
          <div key={path.id} id={pathId(path)} className={styles.path}>
            <Section title={t('pathTitle', { level: label })}>
              <dl className={styles.pathFacts}>
                {path.requirements && (
                  <div>
                    <dt>{t('requirements')}</dt>
                    <dd>{path.requirements}</dd>
                  </div>
                )}
                {path.entryYear && (
                  <div>
                    <dt>{t('entryYear')}</dt>
                    <dd>{path.entryYear}</dd>
                  </div>
                )}
                {path.diploma && (
                  <div>
                    <dt>{t('diploma')}</dt>
                    <dd>{path.diploma}</dd>
                  </div>
                )}
                {languageLevel && (
                  <div>
                    <dt>{t('languageLevel')}</dt>
                    <dd>{languageLevel}</dd>
                  </div>
                )}
              </dl>
              <h3>{t('levelTimelineTitle', { level: label })}</h3>
              <GuideTimeline
                steps={levelSteps(guide.steps, path.steps)}
                timelines={timelinesOf(path)}
                group={`intake-${pathId(path)}`}
                locale={locale}
              />
              {absentOf(path)}
            </Section>
          </div>
        );
      })}
    </>
  );
}
