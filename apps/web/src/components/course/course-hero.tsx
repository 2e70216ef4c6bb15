import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Course } from '@/lib/cms/schemas/course';
import styles from './course-page.module.css';

export async function CourseHero({ course }: { course: Course }) {
  const t = await getTranslations('lists');
  const tc = await getTranslations('commons');
  return (
    <header className={styles.hero}>
      <div className="container">
        <nav aria-label={tc('breadcrumb')}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link href="/">{tc('home')}</Link>
            </li>
            <li>
              <Link href="/formations">{t('coursesTitle')}</Link>
            </li>
            <li aria-current="page">{course.name}</li>
          </ol>
        </nav>
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.eyebrow}>{[course.graduationLevel?.label, course.programCategory?.titre].filter(Boolean).join(' · ')}</p>
            <h1>{course.title}</h1>
            {course.summary && <p className={styles.summary}>{course.summary}</p>}
            {course.school && <p className={styles.school}>{course.school.name}</p>}
          </div>
          {course.image && (
            <Image src={course.image.src} alt={course.image.alt} width={640} height={360} priority sizes="(min-width: 900px) 40vw, 100vw" className={styles.image} />
          )}
        </div>
      </div>
    </header>
  );
}
