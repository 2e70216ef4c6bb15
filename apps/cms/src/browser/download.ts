// Below the features: their admin pages save files with it, and src/admin/app.tsx imports those pages.

/** Saves `content` as a file named `name`, from the admin page (a link clicked on a blob address). */
export function download(content: string | Blob, type: string, name: string): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
