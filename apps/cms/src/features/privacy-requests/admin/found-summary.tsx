import { Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { PROSPECT_UID, stageLabels } from '../../../admissions/prospect-labels';
import { CountList } from './count-list';
import type { Found } from './privacy-answers';
import { usePrivacyWords } from './use-privacy-words';

/** What is held about the person: their prospect (linked, with its stage) and their records, kind by kind. */
export function FoundSummary({ found }: { found: Found }) {
  const { language } = usePrivacyWords();
  return (
    <>
      {found.prospect && (
        <Typography tag="p">
          <Link to={`/content-manager/collection-types/${PROSPECT_UID}/${found.prospect.documentId}`}>
            {[found.prospect.firstName, found.prospect.lastName].filter(Boolean).join(' ') || found.email}
          </Link>
          {found.prospect.stage ? ` · ${stageLabels[found.prospect.stage][language]}` : ''}
        </Typography>
      )}
      <CountList counts={found.counts} />
    </>
  );
}
