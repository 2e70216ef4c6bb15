import { ServerImage } from '@/components/media/server-image';
import type { ReactNode } from 'react';
import type { Media } from '@/lib/cms/schemas/media';
import { teaser } from '@/lib/format';
import { SiteLink } from '@/components/site-link';
import styles from './card.module.css';
import { CoverImage } from './cover-image';

export type CardProps = {
  href: string | null;
  title: string;
  image?: Media | null;
  /** A logo (a school's): on the picture's corner, or above the title when there is no picture. */
  logo?: Media | null;
  meta?: ReactNode;
  text?: string | null;
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Its picture is the page's largest paint: the first card of a list that opens the page. */
  lcp?: boolean;
};

/** A content card; the whole card is clickable through its title link (one link, one tab stop). */
export function Card({
  href,
  title,
  image,
  logo,
  meta,
  text,
  footer,
  headingLevel: Heading = 'h3',
  lcp = false,
}: CardProps) {
  return (
    <article className={styles.card}>
      {/* A card is 22rem wide in three columns, or a phone's width (414 px at most): a 640 or an
          828-pixel file (1x, 2x). At 420, twice the width asked for the 1080-pixel one. */}
      {image ? <CoverImage media={image} width={414} lcp={lcp} /> : null}
      {/* Decorative: the title names what the logo stands for. */}
      {/* null rather than undefined, which the flight data would name on each card of a list. */}
      {logo ? (
        <ServerImage src={logo.src} alt="" width={56} height={56} className={image ? styles.badge : styles.logo} />
      ) : null}
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <Heading className={styles.title}>
          {href ? (
            <SiteLink href={href} className={styles.link}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Heading>
        {text && <p className={styles.text}>{teaser(text)}</p>}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </div>
    </article>
  );
}
