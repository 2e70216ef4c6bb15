import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Alternates } from '@/i18n/alternates';
import type { Device } from '@/lib/device';
import type { LeadContext } from '@/lib/leads/lead-form-href';
import { BottomBlock, type BottomPanels } from './bottom-block';
import { PromoBanner } from './promo-banner';
import { SiteHeader } from './site-header';

/** `leadContext`: the course or school of the page, which its calls to action carry to their forms. */
type Props = {
  locale: Locale;
  /** The device class of the request: each menu and panel is rendered for one of them only. */
  device: Device;
  alternates: Alternates;
  bottom?: BottomPanels;
  leadContext?: LeadContext;
  /** The phone's bar of calls to action; not on the applicant's pages, whose forms it would cover. */
  callsToAction?: boolean;
  children: ReactNode;
};

/**
 * The banner, header, main landmark and bottom block of a page. Pages render it (not the
 * layout) because the language switch points at this page's own translation and the bottom
 * block carries this page's panels (filters, course panel). The panels of the bottom block are
 * a phone's: on a desktop the page shows their content itself.
 */
export function PageFrame({ locale, device, alternates, bottom, leadContext, callsToAction = true, children }: Props) {
  return (
    <>
      <PromoBanner locale={locale} />
      <SiteHeader locale={locale} device={device} alternates={alternates} leadContext={leadContext} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <BottomBlock
        locale={locale}
        panels={device === 'mobile' ? bottom : undefined}
        context={leadContext}
        callsToAction={callsToAction}
      />
    </>
  );
}
