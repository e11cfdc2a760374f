/** A file answer of the service (responseType 'file'), as the typed client returns it. */
export interface FileAnswer {
  name: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * Hands a file to the user: a download in the browser, the save dialog in the desktop window
 * (Electron asks where to save every download). The object URL lives only for the click.
 */
export function saveFile(file: FileAnswer): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(file.data)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
