// The hash paths of the screens' pages, in one place so links and the route table agree.
export const PATHS = {
  counter: '/counter',
  queue: '/queue',
  templates: '/templates',
  editDraft: (draftId: string) => `/templates/draft/${encodeURIComponent(draftId)}`,
  newLoyalty: '/templates/loyalty/new',
  copyLoyalty: (dynamicPassId: string) =>
    `/templates/loyalty/new?copyOf=${encodeURIComponent(dynamicPassId)}`,
  importMembers: '/members/import',
  members: '/members',
  member: (customerId: string) => `/members/${encodeURIComponent(customerId)}`,
  settings: '/settings',
  stores: '/settings/stores',
} as const;
