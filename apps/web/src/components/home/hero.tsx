import { ServerImage } from '@/components/media/server-image';
import type { ReactNode } from 'react';
import type { Homepage } from '@/lib/cms/schemas/homepage';
import styles from './home.module.css';

export function Hero({ homepage, children }: { homepage: Homepage; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      {homepage.heroImage && (
        <ServerImage src={homepage.heroImage.src} alt="" fill lcp sizes="100vw" className={styles.heroImage} />
      )}
      <div className={`container ${styles.heroContent}`}>
        <h1>{homepage.heroTitle}</h1>
        {homepage.heroSubtitle && <p>{homepage.heroSubtitle}</p>}
        {children}
      </div>
    </section>
  );
}
