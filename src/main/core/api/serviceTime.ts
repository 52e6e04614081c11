// The service's clock, read from an answer's HTTP `Date` header.

/** Filled by the client once an answer arrives, for callers that keep the service's time. */
export interface AnswerMeta {
  /** ISO 8601, or null when the answer carried no readable `Date`. */
  serviceTime: string | null;
}

// RFC 9110's IMF-fixdate, the only form a sender may generate: "Sun, 06 Nov 1994 08:49:37 GMT".
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Answers within the same second carry the same header: the last one read is kept. */
let last: { header: string; iso: string | null } = { header: '', iso: null };

/** A `Date` header as an ISO time; anything else (absent, obsolete forms, nonsense) is null. */
export function parseHttpDate(header: string | null): string | null {
  if (header === null) return null;
  if (header === last.header) return last.iso;
  const iso = readImfFixdate(header);
  last = { header, iso };
  return iso;
}

function readImfFixdate(header: string): string | null {
  const text = header.trim();
  if (!IMF_FIXDATE.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
