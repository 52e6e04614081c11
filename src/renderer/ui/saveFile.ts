// Saves what the page made (a CSV, a chart's PNG) as a file, through the browser's download: the
// desktop shell asks where to put it.
export function saveFile(filename: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const csvBlob = (text: string): Blob => new Blob([text], { type: 'text/csv;charset=utf-8' });
