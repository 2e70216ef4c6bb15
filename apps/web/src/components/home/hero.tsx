import Image from 'next/image';
import type { ReactNode } from 'react';
import type { Homepage } from '@/lib/cms/schemas/homepage';
import styles from './home.module.css';

export function Hero({ homepage, children }: { homepage: Homepage; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      {homepage.heroImage && (
        <Image src={homepage.heroImage.src} alt="" fill priority sizes="100vw" className={styles.heroImage} />
      )}
      <div className={`container ${styles.heroContent}`}>
        <h1>{homepage.heroTitle}</h1>
        {homepage.heroSubtitle && <p>{homepage.heroSubtitle}</p>}
        {children}
      </div>
    </section>
  );
}
