import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { Download, Search, Trash } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PROSPECT_UID, stageLabels, type Stage } from '../../prospects/prospect-labels';
import { download } from '../../../admin/download';
import { PrivacyRectificationForm } from './privacy-rectification-form';
import { errorText } from '../../../utils/error-text';

type Counts = { prospect: number; leads: number; followUps: number; crmEvents: number; emails: number };
interface Found {
  email: string;
  found: boolean;
  prospect: { documentId: string; firstName: string | null; lastName: string | null; stage: Stage | null } | null;
  phone: string | null;
  counts: Counts;
}
type Erased = Counts & { siteOutbox: number | null };

/**
 * A person's request about their data, handled by an admissions officer: find what is held by
 * e-mail, export it (JSON, CSV) to send it to them, correct it, or erase it. Each is kept in the
 * privacy log (who, when, a hash of the address). The address travels in request bodies only.
 */
export function PrivacyRequestsPage() {
  const { formatMessage, locale } = useIntl();
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [erased, setErased] = useState<Erased | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const m = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `privacy.${id}`, defaultMessage }, values);
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
    toggleNotification({
      type: 'success',
      message: m('rectified', 'Corrected on their prospect, their leads and for the CRM.'),
    });
    setEmail(address);
    void lookUp(address);
  };

  const exportAs = async (format: 'json' | 'csv') => {
    if (!found) return;
    setBusy(true);
    try {
      const { data } = await post<{ data: { json: unknown; csv: string } }>('/admissions/privacy/export', {
        email: found.email,
      });
      const stamp = new Date().toISOString().slice(0, 10);
      if (format === 'json')
        download(JSON.stringify(data.data.json, null, 2), 'application/json', `personal-data-${stamp}.json`);
      else download(data.data.csv, 'text/csv;charset=utf-8', `personal-data-${stamp}.csv`);
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

  const countLines = (counts: Counts) => [
    m('count.prospect', 'Prospect: {count}', { count: counts.prospect }),
    m('count.leads', 'Leads: {count}', { count: counts.leads }),
    m('count.followUps', 'Follow-up entries: {count}', { count: counts.followUps }),
    m('count.emails', 'E-mails kept on disk: {count}', { count: counts.emails }),
    m('count.crmEvents', 'CRM deliveries: {count}', { count: counts.crmEvents }),
  ];
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
          <Box tag="form" onSubmit={find} background="neutral0" padding={6} shadow="tableShadow" hasRadius>
            <Flex gap={4} alignItems="flex-end" wrap="wrap">
              {/* The admin's rem is 10px: 48rem is 480px, room for a long address. */}
              <Box width="100%" maxWidth="48rem">
                <Field.Root name="email" id="privacy-email" required>
                  <Field.Label>{m('email', 'Their e-mail address')}</Field.Label>
                  <TextInput
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(event: { target: { value: string } }) => setEmail(event.target.value)}
                  />
                </Field.Root>
              </Box>
              <Button
                type="submit"
                size="L"
                startIcon={<Search />}
                loading={busy && !found}
                disabled={email.trim() === ''}
              >
                {m('find', 'Find')}
              </Button>
            </Flex>
          </Box>

          {erased && (
            <Box background="success100" padding={6} hasRadius role="status">
              <Typography tag="h2" variant="delta">
                {m('erased.title', 'Erased')}
              </Typography>
              <Flex tag="ul" direction="column" alignItems="flex-start" gap={1} paddingTop={2} paddingBottom={2}>
                {countLines(erased).map((line) => (
                  <Typography tag="li" key={line}>
                    {line}
                  </Typography>
                ))}
              </Flex>
              <Typography tag="p">
                {erased.siteOutbox === null
                  ? m(
                      'erased.site-unreachable',
                      'A site instance could not be reached: a lead of theirs it still holds will be dropped when it reaches the CMS.',
                    )
                  : m('erased.site', 'Leads waiting on the site: {count}', { count: erased.siteOutbox })}
              </Typography>
            </Box>
          )}

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
                  {found.prospect && (
                    <Typography tag="p">
                      <Link to={`/content-manager/collection-types/${PROSPECT_UID}/${found.prospect.documentId}`}>
                        {[found.prospect.firstName, found.prospect.lastName].filter(Boolean).join(' ') || found.email}
                      </Link>
                      {found.prospect.stage ? ` · ${stageLabels[found.prospect.stage][language]}` : ''}
                    </Typography>
                  )}
                  <Flex tag="ul" direction="column" alignItems="flex-start" gap={1}>
                    {countLines(found.counts).map((line) => (
                      <Typography tag="li" key={line}>
                        {line}
                      </Typography>
                    ))}
                  </Flex>
                  <Flex gap={2} wrap="wrap">
                    <Button
                      variant="secondary"
                      startIcon={<Download />}
                      disabled={busy}
                      onClick={() => exportAs('json')}
                    >
                      {m('export.json', 'Export (JSON)')}
                    </Button>
                    <Button
                      variant="secondary"
                      startIcon={<Download />}
                      disabled={busy}
                      onClick={() => exportAs('csv')}
                    >
                      {m('export.csv', 'Export (CSV)')}
                    </Button>
                  </Flex>
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
                  <Box paddingTop={4}>
                    <Checkbox
                      checked={confirmed}
                      onCheckedChange={(value: boolean | 'indeterminate') => setConfirmed(value === true)}
                    >
                      {m('erase.confirm', 'I confirm the erasure of all this data, for good')}
                    </Checkbox>
                  </Box>
                  <Box>
                    <Button variant="danger" startIcon={<Trash />} disabled={!confirmed || busy} onClick={erase}>
                      {m('erase', 'Erase')}
                    </Button>
                  </Box>
                </Flex>
              )}
            </Box>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
