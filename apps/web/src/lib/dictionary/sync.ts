import 'server-only';
import { syncTaxonomy } from '@/lib/cms/resources/taxonomy';
import { builtinDictionary } from './builtin';

/** Sends the built-in dictionary to the CMS (at start), so that editors see every key there. */
export const syncDictionary = (): Promise<void> => syncTaxonomy(builtinDictionary);
