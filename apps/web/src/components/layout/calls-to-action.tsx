import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import type { LeadType } from '@/lib/leads/lead-form';
import { leadFormHref, type LeadContext } from '@/lib/leads/lead-form-href';
import styles from './calls-to-action.module.css';

/** What the buttons say (the dictionary's `commons` texts). */
const LABEL = { brochure: 'brochure', contact: 'contact', registration: 'registration', application: 'apply' } as const;
/** The action a visitor is most asked to take stands out. */
const PRIMARY: ReadonlySet<LeadType> = new Set(['registration', 'application']);

/** The three buttons of requirements 2.6: the navbar, the side panel, the bottom bar and the footer show these. */
export const LAYOUT_ACTIONS: readonly LeadType[] = ['brochure', 'contact', 'registration'];

type Props = {
  locale: Locale;
  actions: readonly LeadType[];
  /** The course or school of the page, which the form starts with. */
  context?: LeadContext;
  /**
   * row: buttons side by side (navbar); stack: full-width buttons (side panel, course panel);
   * bar: the phone's bottom bar; items: list items for a list the caller owns (footer).
   */
  layout: 'row' | 'stack' | 'bar' | 'items';
};

function linkClass(layout: Props['layout'], type: LeadType): string | undefined {
  const primary = PRIMARY.has(type);
  if (layout === 'bar') return primary ? `${styles.barLink} ${styles.primary}` : styles.barLink;
  if (layout === 'items') return undefined;
  return primary ? 'button accent' : 'button secondary';
}

/** The calls to action (brochure, contact, registration, apply), each a link to its form. */
export async function CallsToAction({ locale, actions, context, layout }: Props) {
  const t = await getTranslations('commons');
  const links = actions.map((type) => {
    const link = (
      <SiteLink key={type} href={leadFormHref(type, locale, context)} className={linkClass(layout, type)}>
        {t(LABEL[type])}
      </SiteLink>
    );
    return layout === 'items' ? <li key={type}>{link}</li> : link;
  });
  if (layout === 'items') return links;
  if (layout === 'bar') {
    return (
      <nav className={styles.bar} aria-label={t('registration')}>
        {links}
      </nav>
    );
  }
  return <div className={styles[layout]}>{links}</div>;
}
