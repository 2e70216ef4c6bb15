import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

type TitleKey = 'signInTitle' | 'linkTitle' | 'spaceTitle';

/** An applicant's page: one person's, for no search engine. */
export const applicantMetadata =
  (href: '/candidature/connexion' | '/candidature/lien' | '/candidature/espace', title: TitleKey) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'applicant' });
    return {
      ...pageMetadata({ locale, title: t(title), alternates: sameRouteAlternates(href) }),
      robots: { index: false, follow: false },
    };
  };
