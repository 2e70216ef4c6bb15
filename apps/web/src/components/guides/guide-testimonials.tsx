import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import styles from './country-guide.module.css';

type Props = { testimonials: CountryGuide['testimonials']; locale: Locale };

/** What students from the country say; left out when the guide quotes no one. */
export async function GuideTestimonials({ testimonials, locale }: Props) {
  if (testimonials.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'guides' });
  return (
    <Section title={t('testimonialsTitle')}>
      <div className={styles.testimonials}>
        {testimonials.map((quote) => (
          <figure key={quote.id} className={styles.quote}>
            <blockquote>
              <p>{quote.text}</p>
            </blockquote>
            <figcaption>
              {quote.author}
              {quote.role && <span>, {quote.role}</span>}
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
