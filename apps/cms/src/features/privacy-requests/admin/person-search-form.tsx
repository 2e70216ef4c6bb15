import type { FormEvent } from 'react';
import { Box, Button, Field, Flex, TextInput } from '@strapi/design-system';
import { Search } from '@strapi/icons';
import { usePrivacyWords } from './use-privacy-words';

/** The search by e-mail address that starts every request. */
export function PersonSearchForm({
  email,
  onEmailChange,
  onFind,
  searching,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onFind: (event: FormEvent) => void;
  searching: boolean;
}) {
  const { m } = usePrivacyWords();
  return (
    <Box tag="form" onSubmit={onFind} background="neutral0" padding={6} shadow="tableShadow" hasRadius>
      <Flex gap={4} alignItems="flex-end" wrap="wrap">
        {/* The admin's rem is 10px: 48rem is 480px, room for a long address. */}
        <Box width="100%" maxWidth="48rem">
          <Field.Root name="email" id="privacy-email" required>
            <Field.Label>{m('email', 'Their e-mail address')}</Field.Label>
            <TextInput
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event: { target: { value: string } }) => onEmailChange(event.target.value)}
            />
          </Field.Root>
        </Box>
        <Button type="submit" size="L" startIcon={<Search />} loading={searching} disabled={email.trim() === ''}>
          {m('find', 'Find')}
        </Button>
      </Flex>
    </Box>
  );
}
