// Files from the admin API (a carrier CSV, a backup): fetched with the working token (a plain link
// would carry no X-Auth-Token), then handed to the browser as a download with the server's file name.
import { AdminApiError, errorBodyOf } from '../core/admin-api.ts';
import { $session, forgetSession } from '../core/admin-session.ts';
import { saveDownload } from '../core/save-download.ts';

export type Downloaded = { fileName: string; headers: Headers };

export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<Downloaded> {
  const token = $session.get()?.token;
  const headers: Record<string, string> = { accept: '*/*' };
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new AdminApiError(0, { code: 'network', message: 'Network error' });
  }
  if (!response.ok) {
    if (response.status === 401 && token) forgetSession('expired', { reload: true });
    const answer: unknown = await response.json().catch(() => undefined);
    throw new AdminApiError(response.status, errorBodyOf(response.status, answer, response.statusText));
  }
  const fileName = await saveDownload(response, fallbackName);
  return { fileName, headers: response.headers };
}
