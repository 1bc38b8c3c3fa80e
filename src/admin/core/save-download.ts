// A file the admin API answered (a carrier CSV, labels, a backup, the catalog CSV) handed to the
// browser as a download, under the name the server gave it in Content-Disposition.
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Saves the answer's body as a file named by its Content-Disposition (or `fallback`); gives the name. */
export async function saveDownload(response: Response, fallback: string): Promise<string> {
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
