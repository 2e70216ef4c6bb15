import { ServerImage } from '@/components/media/server-image';
import type { ReactNode } from 'react';
import type { Media } from '@/lib/cms/schemas/media';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './page-header.module.css';

type Props = {
  title: string;
  intro?: string | null;
  image?: Media | null;
  /** A logo above the title (a school's); decorative, since the title names it. */
  logo?: Media | null;
  eyebrow?: ReactNode;
  /** The pages above this one (the home page comes first by itself); none: no breadcrumb. */
  crumbs?: Crumb[];
  children?: ReactNode;
};

/** The top of a page: breadcrumb, title, introduction and an optional image. */
export function PageHeader({ title, intro, image, logo, eyebrow, crumbs, children }: Props) {
  return (
    <header className={styles.header}>
      <div className="container">
        {crumbs && <Breadcrumb crumbs={crumbs} current={title} />}
        <div className={image ? styles.withImage : undefined}>
          <div>
            {logo && <ServerImage src={logo.src} alt="" width={72} height={72} className={styles.logo} />}
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1>{title}</h1>
            {intro && <p className={styles.intro}>{intro}</p>}
            {children}
          </div>
          {image && (
            <ServerImage
              src={image.src}
              alt={image.alt}
              width={640}
              height={360}
              lcp
              sizes="(min-width: 900px) 40vw, 100vw"
              className={styles.image}
            />
          )}
        </div>
      </div>
    </header>
  );
}
