/** The longest query the search reads (a title is shorter); the box accepts no more. */
export const MAX_QUERY_LENGTH = 100;
