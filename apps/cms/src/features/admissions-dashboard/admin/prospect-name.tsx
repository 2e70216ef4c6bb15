import { Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { PROSPECT_UID } from '../../../admissions/prospect-labels';

type Named = { documentId: string; firstName: string | null; lastName: string | null; email: string };

/** A prospect's name, linked to their page, over their e-mail. */
export function ProspectName({ prospect }: { prospect: Named }) {
  return (
    <>
      <Link to={`/content-manager/collection-types/${PROSPECT_UID}/${prospect.documentId}`}>
        {[prospect.firstName, prospect.lastName].filter(Boolean).join(' ') || prospect.email}
      </Link>
      <Typography variant="pi" tag="p" textColor="neutral600">
        {prospect.email}
      </Typography>
    </>
  );
}
