import { getTranslations } from 'next-intl/server';
import axePackage from 'axe-core/package.json';
import playwrightPackage from 'playwright-core/package.json';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import {
  AUDIT_DATE,
  AUDIT_VIEWPORTS,
  AUDITED_PAGES,
  AXE_RULE_COUNT,
  AXE_STANDARD_TAGS,
  KEYBOARD_CHECKS,
  RGAA_CRITERIA_COUNT,
  RGAA_CRITERIA_TESTED,
} from '@/lib/accessibility/audit';
import type { Website } from '@/lib/cms/schemas/website';
import { formatDate } from '@/lib/format';
import styles from './accessibility-statement.module.css';

const DEFENSEUR_FORM = 'https://formulaire.defenseurdesdroits.fr/';
const DEFENSEUR_DELEGATES = 'https://www.defenseurdesdroits.fr/carte-des-delegues';

const size = ({ width, height }: { width: number; height: number }) => `${width} × ${height} px`;

type Props = { locale: Locale; website: Website; origin: string };

/**
 * The accessibility statement in the form RGAA asks for. Its facts (rules, pages, layouts,
 * keyboard checks, tool versions as installed at build time) come from the audit the tests run.
 */
export async function AccessibilityStatement({ locale, website, origin }: Props) {
  const [t, tc] = await Promise.all([getTranslations('accessibility'), getTranslations('commons')]);
  const versions = { axeVersion: axePackage.version, playwrightVersion: playwrightPackage.version };
  const newTab = <span className="visually-hidden"> {tc('newTab')}</span>;
  return (
    <div className="container">
      <div className={styles.statement}>
        <p>{t('intro', { siteName: website.siteName, origin })}</p>

        <Section title={t('statusTitle')}>
          <p>
            <strong>{t('status', { siteName: website.siteName })}</strong>
          </p>
          <p>{t('statusWhy', { tested: RGAA_CRITERIA_TESTED.length, total: RGAA_CRITERIA_COUNT })}</p>
          <p>{t('noFullAudit')}</p>
        </Section>

        <Section title={t('testsTitle')}>
          <p>{t('testsIntro')}</p>
          <p>
            {t('axe', {
              ...versions,
              ruleCount: AXE_RULE_COUNT,
              standards: `${t('standards')} (${AXE_STANDARD_TAGS.join(', ')})`,
            })}
          </p>
          <p>{t('criteria', { criteria: RGAA_CRITERIA_TESTED.join(', ') })}</p>
          <h3>{t('pagesTitle')}</h3>
          <p>
            {t('pagesIntro', {
              types: AUDITED_PAGES.length,
              phone: size(AUDIT_VIEWPORTS.phone),
              desktop: size(AUDIT_VIEWPORTS.desktop),
              checks: AUDITED_PAGES.length * locales.length * Object.keys(AUDIT_VIEWPORTS).length,
            })}
          </p>
          <ul className={styles.pages}>
            {AUDITED_PAGES.map((page) => (
              <li key={page.type}>
                {t(`pageTypes.${page.type}`)} — <code>{page.paths.fr}</code>, <code>{page.paths.en}</code>
              </li>
            ))}
          </ul>
          <h3>{t('keyboardTitle')}</h3>
          <p>{t('keyboardIntro')}</p>
          <ul>
            {KEYBOARD_CHECKS.map((check) => (
              <li key={check.key}>{t(`keyboardChecks.${check.key}`)}</li>
            ))}
          </ul>
          <p>{t('environment', versions)}</p>
          <p>{t('technologies')}</p>
          <p>{t('date', { date: formatDate(locale, AUDIT_DATE) })}</p>
        </Section>

        <Section title={t('nonCompliantTitle')}>
          <p>{t('nonCompliantIntro')}</p>
          <ul>
            <li>{t('pdf')}</li>
            <li>{t('videos')}</li>
            <li>{t('editorial')}</li>
            <li>{t('manual')}</li>
          </ul>
          <p>{t('exemptions')}</p>
        </Section>

        <Section title={t('contactTitle')}>
          <p>{t('contactText')}</p>
          <p>
            <SiteLink href={getPathname({ href: '/contact', locale })}>{t('contactLink')}</SiteLink>
          </p>
          {website.details && (
            <>
              <p>{t('contactAddress')}</p>
              <address className={styles.address}>{website.details}</address>
            </>
          )}
        </Section>

        <Section title={t('recourseTitle')}>
          <p>{t('recourseText')}</p>
          <ul>
            <li>
              <SiteLink href={DEFENSEUR_FORM}>
                {t('recourseForm')}
                {newTab}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={DEFENSEUR_DELEGATES}>
                {t('recourseDelegate')}
                {newTab}
              </SiteLink>
            </li>
            <li>{t('recoursePhone')}</li>
            <li>{t('recourseLetter')}</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
