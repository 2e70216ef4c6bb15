/**
 * A time as the admin's stored summaries write it (a history entry's line): French short date and
 * time, Paris time, whoever reads it.
 */
export const parisShort = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
