import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Office } from '@/lib/cms/schemas/office';
import { formatDate } from '@/lib/format';
import { now } from '@/lib/time/now';
import { zoneLabel } from '@/lib/time/zone-label';

type Props = { office: Pick<Office, 'openingHours' | 'timeZone' | 'city'>; locale: Locale; className?: string };

/**
 * An office's opening hours, which editors write in its local time, and that time named ("Heure
 * locale à Dakar (UTC+0) · 1 h de moins qu’à Paris") as it is when the page is rendered, and how it
 * changes within the week: a student calling from elsewhere, or from France, knows when to call. No zone is named when the office has
 * none (or one the runtime does not know).
 */
export async function OfficeHours({ office, locale, className }: Props) {
  if (!office.openingHours) return null;
  const t = await getTranslations({ locale, namespace: 'offices' });
  const zone = zoneLabel(t, office, now(), (at) => formatDate(locale, at.toISOString()));
  return (
    <p className={className}>
      {t('openingHours', { hours: office.openingHours })}
      {zone && (
        <>
          <br />
          {zone}
        </>
      )}
    </p>
  );
}
