import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { formatDate } from '@/lib/format';
import { reviewGuide, staleFigures, unsourcedFigures, type ReviewFinding } from '@/lib/guides/guide-review';
import table from '@/components/data-table.module.css';

type Props = {
  guide: Pick<CountryGuide, 'steps' | 'levelPaths' | 'procedureFeeFigure' | 'travelFigure'>;
  intakes: readonly IntakeDate[];
  national: NationalCosts | null;
  today: string;
  locale: Locale;
};

/**
 * What an editor checks before publishing a guide, shown in the preview only (never to students):
 * each level's steps dated for every intake to come, what an adviser's read would question (a
 * step moved, a latest date after a later step's, a document asked for before the step that gives
 * it) and the figures older than the academic year or without a source (national, and the guide's).
 */
export async function GuideReview({ guide, intakes, national, today, locale }: Props) {
  const [t, lines] = await Promise.all([
    getTranslations({ locale, namespace: 'guides' }),
    getTranslations({ locale, namespace: 'costs.lines' }),
  ]);
  // Named as the budget's lines and the guide's facts name them.
  const guideFigureNames: Record<string, string> = {
    visaResources: t('visaResources'),
    diplomaRecognition: t('recognitionFee'),
    guideProcedureFee: lines('procedureFee'),
    guideTravel: t('travel'),
  };
  const figureName = (name: string) => guideFigureNames[name] ?? lines(name);
  const day = (iso: string) => formatDate(locale, `${iso}T12:00:00Z`);
  const levels = reviewGuide(guide, intakes, today);
  const figures = staleFigures(national, today, guide);
  const unsourced = unsourcedFigures(guide);
  const findingText = (finding: ReviewFinding) =>
    finding.kind === 'moved'
      ? t('reviewMoved', { step: finding.step, usual: day(finding.usual), date: day(finding.date) })
      : finding.kind === 'latestAfterNeeding'
        ? t('reviewLatestAfter', {
            step: finding.step,
            latest: day(finding.latest),
            needing: finding.needing,
            needingLatest: day(finding.needingLatest),
          })
        : t('reviewAskedBeforeProduced', {
            step: finding.step,
            date: day(finding.date),
            document: finding.document,
            producer: finding.producer,
            producedOn: day(finding.producedOn),
          });

  return (
    <Section title={t('reviewTitle')}>
      <p>{t('reviewIntro')}</p>
      {levels.map((level) => (
        <div key={level.level ?? 'all'}>
          <h3>{level.level ?? t('reviewAllLevels')}</h3>
          {level.timelines.length > 0 && (
            <div className={table.scroll} tabIndex={0} role="region" aria-label={level.level ?? t('reviewAllLevels')}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('reviewStep')}</th>
                    {level.timelines.map((timeline) => (
                      <th key={timeline.intake.slug} scope="col">
                        {timeline.intake.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {level.timelines[0]!.steps.map((step, index) => (
                    <tr key={step.key}>
                      <th scope="row">{step.title}</th>
                      {level.timelines.map((timeline) => {
                        const dated = timeline.steps[index]!;
                        return (
                          <td key={timeline.intake.slug}>
                            {day(dated.date)}
                            {dated.latest && ` (${t('reviewLatest', { date: day(dated.latest) })})`}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {level.findings.length === 0 ? (
            <p>{t('reviewNothing')}</p>
          ) : (
            <ul>
              {level.findings.map((finding) => (
                <li key={findingText(finding)}>{findingText(finding)}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <h3>{t('reviewFiguresTitle')}</h3>
      {figures.length === 0 && unsourced.length === 0 ? (
        <p>{t('reviewFiguresCurrent')}</p>
      ) : (
        <ul>
          {figures.map((figure) => (
            <li key={figure.name}>
              {t('reviewFigureOld', { figure: figureName(figure.name), year: figure.academicYear })}
            </li>
          ))}
          {unsourced.map((name) => (
            <li key={`${name}-unsourced`}>{t('reviewFigureUnsourced', { figure: figureName(name) })}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
