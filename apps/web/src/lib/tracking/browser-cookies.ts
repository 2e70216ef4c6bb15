/** Whether the browser has a cookie named `name` for this page. */
export const hasCookie = (name: string): boolean =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));

/**
 * Writes a first-party cookie for the whole site, Lax, Secure over https; its value encoded as the
 * server reads it back (Next's request cookies decode it). A `maxAge` of 0 deletes it.
 */
export function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
