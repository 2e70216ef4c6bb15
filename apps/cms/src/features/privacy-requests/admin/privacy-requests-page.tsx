import { useState, type FormEvent } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { errorText } from '../../../utils/error-text';
import { download } from '../../../browser/download';
import { EraseConfirmation } from './erase-confirmation';
import { ErasedSummary } from './erased-summary';
import { ExportButtons, type ExportFormat } from './export-buttons';
import { FoundSummary } from './found-summary';
import { PersonSearchForm } from './person-search-form';
import type { Erased, Found } from './privacy-answers';
import { PrivacyRectificationForm } from './privacy-rectification-form';
import { usePrivacyWords } from './use-privacy-words';

/**
 * A person's request about their data, handled by an admissions officer: find what is held by
 * e-mail, export it (JSON, CSV) to send it to them, correct it, or erase it. Each is kept in the
 * privacy log (who, when, a hash of the address). The address travels in request bodies only.
 */
export function PrivacyRequestsPage() {
  const { m } = usePrivacyWords();
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [erased, setErased] = useState<Erased | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) =>
    toggleNotification({
      type: 'danger',
      message: m('failed', 'That did not work: {reason}', { reason: errorText(error) }),
    });

  const lookUp = async (address: string) => {
    setBusy(true);
    setErased(null);
    setConfirmed(false);
    try {
      const { data } = await post<{ data: Found }>('/admissions/privacy/find', { email: address });
      setFound(data.data);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(email.trim());
  };
  const corrected = (address: string) => {
    // A change to a person's data stays said until the officer closes it: a glance away must not miss it.
    toggleNotification({
      type: 'success',
      message: m('rectified', 'Corrected on their prospect, their leads and for the CRM.'),
      blockTransition: true,
    });
    setEmail(address);
    void lookUp(address);
  };

  const exportAs = async (format: ExportFormat) => {
    if (!found) return;
    setBusy(true);
    try {
      const { data } = await post<{ data: { json: unknown; csv: string; copy: string } }>(
        '/admissions/privacy/export',
        {
          email: found.email,
        },
      );
      // Named for the request: whose data, and the day it was exported.
      const whose = found.email
        .toLowerCase()
        .replace(/[^a-z0-9.@-]+/g, '-')
        .replace('@', '-at-');
      const name = `personal-data-${whose}-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'copy') download(data.data.copy, 'text/plain;charset=utf-8', `${name}.txt`);
      else if (format === 'json') download(JSON.stringify(data.data.json, null, 2), 'application/json', `${name}.json`);
      else download(data.data.csv, 'text/csv;charset=utf-8', `${name}.csv`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!found || !confirmed) return;
    setBusy(true);
    try {
      const { data } = await post<{ data: { erased: Erased } }>('/admissions/privacy/erase', { email: found.email });
      setErased(data.data.erased);
      setEmail('');
      setFound(null);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const title = m('title', 'Privacy requests');

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={m(
          'subtitle',
          'A person asks to see, correct or erase their data: answer within a month (GDPR, articles 12 and 15 to 17).',
        )}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <PersonSearchForm email={email} onEmailChange={setEmail} onFind={find} searching={busy && !found} />

          {erased && <ErasedSummary erased={erased} />}

          {found && (
            <Box
              tag="section"
              aria-labelledby="privacy-found"
              background="neutral0"
              padding={6}
              shadow="tableShadow"
              hasRadius
            >
              <Typography id="privacy-found" tag="h2" variant="delta">
                {found.found
                  ? m('found.title', 'Held about {email}', { email: found.email })
                  : m('found.none', 'Nothing is held about {email}.', { email: found.email })}
              </Typography>
              {found.found && (
                <Flex direction="column" alignItems="stretch" gap={4} paddingTop={4}>
                  <FoundSummary found={found} />
                  <ExportButtons disabled={busy} onExport={exportAs} />
                  {/* Drawn again from what is held after a correction (the phone as stored, +33612345678). */}
                  <PrivacyRectificationForm
                    key={[found.email, found.prospect?.firstName, found.prospect?.lastName, found.phone].join('\n')}
                    held={{
                      email: found.email,
                      firstName: found.prospect?.firstName ?? null,
                      lastName: found.prospect?.lastName ?? null,
                      phone: found.phone,
                    }}
                    disabled={busy}
                    onCorrected={corrected}
                    onFailed={fail}
                  />
                  <EraseConfirmation
                    confirmed={confirmed}
                    onConfirmedChange={setConfirmed}
                    disabled={busy}
                    onErase={erase}
                  />
                </Flex>
              )}
            </Box>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
