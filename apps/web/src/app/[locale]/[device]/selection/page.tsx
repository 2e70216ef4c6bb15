import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Card } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { CompareForm } from '@/components/shortlist/compare-form';
import { RemoveButton } from '@/components/shortlist/remove-button';
import { ShortlistSync } from '@/components/shortlist/shortlist-sync';
import { SiteLink } from '@/components/site-link';
import { sameRouteAlternates } from '@/i18n/alternates';
import { contentPath } from '@/i18n/content-paths';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getShortlistedCourses } from '@/lib/cms/resources/courses';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { firstParam } from '@/lib/search-params';
import { COMPARE_MAX, idsOfQuery, SHORTLIST_PARAM } from '@/lib/shortlist/shortlist';
import styles from '@/components/shortlist/shortlist.module.css';

type Props = PageProps<'/[locale]/[device]/selection'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'shortlist' });
  return {
    ...pageMetadata({ locale, title: t('title'), alternates: sameRouteAlternates('/selection') }),
    // One visitor's choice: nothing for a search engine.
    robots: { index: false, follow: false },
  };
}

/**
 * The shortlist (`/selection` | `/en/shortlist`). The browser keeps the list; the page's address
 * carries it (`?ids=`, written by ShortlistSync) so that the server renders the cards, from one
 * read, and the form to compare them works as a plain GET form.
 */
export default async function ShortlistPage({ params, searchParams }: Props) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const ids = idsOfQuery(firstParam((await searchParams)[SHORTLIST_PARAM]));
  const [t, found] = await Promise.all([
    getTranslations('shortlist'),
    ids.length > 0 ? getShortlistedCourses(locale, [...ids].sort().join(',')) : [],
  ]);
  // In the order they were saved (the read comes sorted by id).
  const courses = ids.flatMap((id) => found?.find((course) => course.documentId === id) ?? []);
  const path = getPathname({ href: '/selection', locale });
  const empty = (
    <div className={styles.empty}>
      <h2>{t('empty')}</h2>
      <p>{t('emptyHint')}</p>
      <SiteLink href={getPathname({ href: '/formations', locale })} className="button">
        {t('browse')}
      </SiteLink>
    </div>
  );
  // All of a short list is ticked, ready to compare; from five courses on, the visitor picks.
  const ticked = courses.length <= COMPARE_MAX;
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/selection')}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="container">
        <noscript>
          <p>{t('noScript')}</p>
        </noscript>
        <ShortlistSync path={path} shown={ids} pending={<p role="status">{t('loading')}</p>} empty={empty}>
          {courses.length === 0 ? (
            empty
          ) : (
            <CompareForm
              // A new list (a removal) starts a new form: its boxes and its count from the server's.
              key={ids.join(',')}
              action={getPathname({ href: '/comparer', locale })}
              initiallyChecked={ticked ? courses.length : 0}
              submitLabel={t('compareSubmit')}
              hint={t('compareHint')}
            >
              <CardGrid>
                {courses.map((course) => (
                  <li key={course.documentId} className={styles.item}>
                    <Card
                      href={contentPath.course(locale, course.slug)}
                      title={course.title}
                      image={course.image}
                      meta={[course.graduationLevel?.label, course.school?.name].filter(Boolean).join(' · ')}
                      footer={course.campuses.map((c) => c.city).join(', ') || null}
                      headingLevel="h2"
                    />
                    <div className={styles.itemActions}>
                      <label className={styles.choose}>
                        <input type="checkbox" name="course" value={course.slug} defaultChecked={ticked} />
                        {t('compareThis')}
                        <span className="visually-hidden"> {course.title}</span>
                      </label>
                      <RemoveButton id={course.documentId}>
                        {t('remove')}
                        <span className="visually-hidden"> {course.title}</span>
                      </RemoveButton>
                    </div>
                  </li>
                ))}
              </CardGrid>
            </CompareForm>
          )}
        </ShortlistSync>
      </div>
    </PageFrame>
  );
}
