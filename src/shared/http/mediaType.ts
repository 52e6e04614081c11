// The media type a Content-Type header names, the one part of it that decides how a body is read.

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined | null): string | null {
  if (!header) return null;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === '' ? null : type;
}
