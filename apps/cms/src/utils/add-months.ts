/** The same instant `months` calendar months later (earlier when negative), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}
