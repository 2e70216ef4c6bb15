import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import type { NewsCard } from '@/lib/cms/schemas/home';
import styles from './home.module.css';

export function NewsList({ news, locale }: { news: NewsCard[]; locale: Locale }) {
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <ul className={styles.news}>
      {news.map((item) => (
        <li key={item.slug}>
          {item.focusImage && <Image src={item.focusImage.src} alt="" width={640} height={360} sizes="(min-width: 900px) 30vw, 100vw" />}
          <h3>{item.title}</h3>
          {item.publishDate && <time dateTime={item.publishDate}>{date.format(new Date(item.publishDate))}</time>}
        </li>
      ))}
    </ul>
  );
}
