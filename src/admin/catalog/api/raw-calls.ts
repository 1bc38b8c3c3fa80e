// The catalog's calls that are not JSON in and out: a CSV sent as text, a CSV fetched as a file (saved
// by core/save-download.ts), an image uploaded with its progress (fetch cannot report upload progress;
// XMLHttpRequest can).
// Same rules as adminCall: the token in X-Auth-Token, a 401 ends the session, refusals as AdminApiError.
import { AdminApiError, beforeAdminCall, errorBodyOf } from '../../core/admin-api.ts';
import { $session, forgetSession } from '../../core/admin-session.ts';

function tokenHeaders(): Record<string, string> {
  const token = $session.get()?.token;
  return token ? { 'x-auth-token': token } : {};
}

function refusal(status: number, body: unknown, statusText: string): AdminApiError {
  if (status === 401 && $session.get()) forgetSession('expired', { reload: true });
  return new AdminApiError(status, errorBodyOf(status, body, statusText));
}

/** fetch with the admin's token; a refusal becomes an AdminApiError. */
export async function rawCall(path: string, init: RequestInit = {}): Promise<Response> {
  await beforeAdminCall();
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { ...tokenHeaders(), ...(init.headers as Record<string, string> | undefined) },
    });
  } catch {
    throw new AdminApiError(0, { code: 'network', message: 'Network error' });
  }
  if (response.ok) return response;
  throw refusal(response.status, await response.json().catch(() => undefined), response.statusText);
}

/** POSTs a form (one image) and reports the share sent so far (0..1). */
export async function uploadForm<T>(path: string, form: FormData, onProgress: (share: number) => void): Promise<T> {
  await beforeAdminCall();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/${path}`);
    for (const [name, value] of Object.entries({ accept: 'application/json', ...tokenHeaders() })) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new AdminApiError(0, { code: 'network', message: 'Network error' }));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(refusal(request.status, body, request.statusText));
    };
    request.send(form);
  });
}
