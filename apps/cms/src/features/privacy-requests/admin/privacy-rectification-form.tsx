import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Grid, TextInput, Typography } from '@strapi/design-system';
import { Pencil } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { PHONE_PATTERN, phoneAsStored } from '../../../admissions/privacy-labels';

export interface HeldIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A person's request to correct their name, address or phone (GDPR article 16): the officer
 * changes what is wrong, and the correction reaches their prospect, every lead they sent and the
 * CRM. Only the fields changed are sent.
 */
export function PrivacyRectificationForm({
  held,
  disabled,
  onCorrected,
  onFailed,
}: {
  held: HeldIdentity;
  disabled: boolean;
  /** With the address they are known by now. */
  onCorrected: (email: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { formatMessage } = useIntl();
  const { post } = useFetchClient();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: held.firstName ?? '',
    lastName: held.lastName ?? '',
    email: held.email,
    phone: held.phone ?? '',
  });
  const [busy, setBusy] = useState(false);
  /** Said under the phone once the officer tried to send one the leads cannot store. */
  const [phoneRefused, setPhoneRefused] = useState(false);
  const m = (id: string, defaultMessage: string) => formatMessage({ id: `privacy.rectify.${id}`, defaultMessage });
  const labels: Record<Field, string> = {
    firstName: m('firstName', 'First name'),
    lastName: m('lastName', 'Last name'),
    email: m('email', 'E-mail address'),
    phone: m('phone', 'Phone (international form, +33…)'),
  };
  const changed = FIELDS.filter((field) => values[field].trim() !== (held[field] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    const phone = phoneAsStored(values.phone);
    if (changed.includes('phone') && phone !== '' && !PHONE_PATTERN.test(phone)) {
      setPhoneRefused(true);
      return;
    }
    setBusy(true);
    try {
      const corrections = Object.fromEntries(changed.map((field) => [field, values[field].trim()]));
      await post('/admissions/privacy/rectify', { email: held.email, corrections });
      onCorrected(changed.includes('email') ? values.email.trim() : held.email);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box tag="form" onSubmit={submit} paddingTop={4} aria-labelledby="privacy-rectify">
      <Typography id="privacy-rectify" tag="h3" variant="epsilon">
        {m('title', 'Correct their data')}
      </Typography>
      {/* One field a row on a phone, two on a tablet, four on a desktop: the admin's rem is 10px,
          so a width in rem is 10px each (16rem cut the labels and the values). */}
      <Grid.Root gap={4} paddingTop={2}>
        {FIELDS.map((field) => (
          <Grid.Item key={field} col={3} m={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root
              name={field}
              id={`privacy-rectify-${field}`}
              width="100%"
              error={
                field === 'phone' && phoneRefused
                  ? m('phoneRefused', 'Write it in international form: + then the country code, e.g. +33612345678.')
                  : undefined
              }
            >
              <Field.Label>{labels[field]}</Field.Label>
              <TextInput
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete="off"
                value={values[field]}
                onChange={(event: { target: { value: string } }) => {
                  if (field === 'phone') setPhoneRefused(false);
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                }}
              />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
        ))}
      </Grid.Root>
      <Box paddingTop={4}>
        <Button
          type="submit"
          variant="secondary"
          startIcon={<Pencil />}
          loading={busy}
          disabled={disabled || changed.length === 0}
        >
          {m('submit', 'Save the corrections')}
        </Button>
      </Box>
    </Box>
  );
}
