import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { CourseCard as Course } from '@/lib/cms/schemas/course';
import styles from './course-card.module.css';

export function CourseCard({ course }: { course: Course }) {
  return (
    <article className={styles.card}>
      {course.image && (
        <Image src={course.image.src} alt="" width={640} height={360} sizes="(min-width: 1100px) 22rem, (min-width: 700px) 45vw, 100vw" className={styles.image} />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {[course.graduationLevel?.label, course.school?.name].filter(Boolean).join(' · ')}
        </p>
        <h3 className={styles.title}>
          <Link href={{ pathname: '/formations/[slug]', params: { slug: course.slug } }} className={styles.link}>
            {course.title}
          </Link>
        </h3>
        {course.summary && <p className={styles.summary}>{course.summary}</p>}
        {course.campuses.length > 0 && <p className={styles.campuses}>{course.campuses.map((c) => c.city).join(', ')}</p>}
      </div>
    </article>
  );
}

export function CourseGrid({ courses }: { courses: Course[] }) {
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <li key={course.documentId}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
