import { Box, Button, Checkbox } from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import { usePrivacyWords } from './use-privacy-words';

/** The erasure, which the officer confirms before the button lets them. */
export function EraseConfirmation({
  confirmed,
  onConfirmedChange,
  disabled,
  onErase,
}: {
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  disabled: boolean;
  onErase: () => void;
}) {
  const { m } = usePrivacyWords();
  return (
    <>
      <Box paddingTop={4}>
        <Checkbox
          checked={confirmed}
          onCheckedChange={(value: boolean | 'indeterminate') => onConfirmedChange(value === true)}
        >
          {m('erase.confirm', 'I confirm the erasure of all this data, for good')}
        </Checkbox>
      </Box>
      <Box>
        <Button variant="danger" startIcon={<Trash />} disabled={!confirmed || disabled} onClick={onErase}>
          {m('erase', 'Erase')}
        </Button>
      </Box>
    </>
  );
}
