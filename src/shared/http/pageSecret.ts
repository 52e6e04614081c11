// How a web-host page proves it is the page its launch link opened: the link's answer carries a
// secret in a meta tag, the page keeps it in its tab (sessionStorage, which belongs to this host's
// port alone) and sends it as a header with every call and its event stream.
export const PAGE_SECRET = {
  meta: 'passdesk-page-secret',
  header: 'x-passdesk-page',
  storageKey: 'passdesk-page-secret',
} as const;
