/**
 * What names a figure's source without a label in the page's language: its address's host (or
 * the address as typed, when an editor wrote no URL). Never the other language's label.
 */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
