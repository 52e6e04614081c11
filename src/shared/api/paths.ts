// Paths of the service's endpoints, shared by the service's routes and the client.
export const API_PATHS = {
  createTemplate: '/api/dynamicPass/template/',
  listTemplates: '/api/dynamicPass/templates',
  template: (id: string) => `/api/dynamicPass/template/${encodeURIComponent(id)}`,
  createLoyaltyTemplate: '/api/v2/loyaltyPass/template',
  checkIn: (customerId: string) => `/api/loyalty-pass/check-in/${encodeURIComponent(customerId)}`,
  archivePass: (cardId: string) => `/api/card/delete/${encodeURIComponent(cardId)}`,
  credits: '/api/getCredits',
  batchStatus: (batchId: string) => `/api/v2/batch/status/${encodeURIComponent(batchId)}`,
  // Assumed shapes (spec 4.10): see src/service/README.md.
  addUser: (groupId: string) => `/api/group/${encodeURIComponent(groupId)}/user`,
  listUsers: (groupId: string) => `/api/group/${encodeURIComponent(groupId)}/users`,
  /** Update User (PUT) and Delete User (DELETE). */
  user: (groupId: string, customerId: string) =>
    `/api/group/${encodeURIComponent(groupId)}/user/${encodeURIComponent(customerId)}`,
  listGroups: '/api/groups',
  pass: (cardId: string) => `/api/card/${encodeURIComponent(cardId)}`,
  /** The whole account's log, by program and period, a page at a time (query in the client). */
  accountActivity: '/api/activity-log/account',
  activityLog: (customerId: string) =>
    `/api/activity-log?customerId=${encodeURIComponent(customerId)}`,
} as const;

/** Pages the service serves without a key, to the members themselves (an assumption: README). */
export const PUBLIC_PATHS = {
  passPage: (cardId: string) => `/card/${encodeURIComponent(cardId)}`,
} as const;

export const API_KEY_HEADER = 'apikey';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
