import { TRANSFER_MESSAGES, type TransferKind, type TransferKindCounts } from '@inscriptions/contracts';
import { authorizedFetch, authorizedHeaders, checkAnswerStatus } from '@inscriptions/shared/api';

export interface ImportCounts {
  inscriptions: number;
  questions: number;
  entries: number;
  answers: number;
  files: number;
}
export interface RowError {
  /** The CSV's line; 0 for an error about a whole file of the zip. */
  line: number;
  reason: string;
  /** The zip's file the error is in (its JSON data or manifest). */
  file?: string;
}
export type ImportReport =
  | { ok: true; formatVersion: number; counts: ImportCounts; kinds: Record<TransferKind, TransferKindCounts> }
  | { ok: false; message: string; errors: RowError[]; moreErrors: number };

export const IMPORT_URL = '/transfer/import';
export const exportUrl = (format: 'csv' | 'zip') => `/transfer/export.${format}`;

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

/**
 * PUTs the raw file to the import endpoint with XMLHttpRequest, whose upload progress fetch cannot
 * report; `onProgress` gets 0–1. Resolves with the server's report (also for 422: rows refused).
 */
export async function uploadTransferFile(file: File, onProgress: (fraction: number) => void): Promise<ImportReport> {
  const headers = await authorizedHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', isZip(file) ? 'application/zip' : 'text/csv');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      checkAnswerStatus(xhr.status);
      let body: { message?: string } | ImportReport | null = null;
      try {
        body = JSON.parse(xhr.responseText) as ImportReport;
      } catch {
        body = null;
      }
      if ((xhr.status === 200 || xhr.status === 422) && body && 'ok' in body) resolve(body);
      else reject(new Error((body && 'message' in body && body.message) || TRANSFER_MESSAGES.failed));
    };
    xhr.onerror = () => reject(new Error(TRANSFER_MESSAGES.failed));
    xhr.send(file);
  });
}

/** Downloads the export (streamed by the server) and saves it under the server's file name. */
export async function downloadExport(format: 'csv' | 'zip'): Promise<void> {
  const res = await authorizedFetch(exportUrl(format));
  if (!res.ok) throw new Error(TRANSFER_MESSAGES.exportFailed);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `inscriptions.${format}`;
  saveBlob(await res.blob(), name);
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
