// Endpoints the spec names without detail (4.10): every shape PassDesk assumes for them lives
// here and nowhere else, as the embedded service's README describes them.
import {
  API_PATHS,
  accountActivityPage,
  activityLogResponse,
  addUserResponse,
  batchStatusResponse,
  deleteUserResponse,
  listUserGroupsResponse,
  member,
  passResponse,
  PUBLIC_PATHS,
  updateUserResponse,
  USERS_PAGE_MAX,
  type AddUserRequest,
  type Member,
  type UpdateUserRequest,
  ERROR_CODES,
} from '@shared/api';
import { ApiError } from './errors';
import type { ApiClient } from './client';
import type { AnswerMeta } from './serviceTime';

export function assumedEndpoints(client: ApiClient) {
  return {
    /** The spec gives the path but not the body. */
    batchStatus: (batchId: string) =>
      client.call({
        method: 'GET',
        path: API_PATHS.batchStatus(batchId),
        schema: batchStatusResponse,
        endpoint: 'batchStatus',
      }),
    addUser: (groupId: string, body: AddUserRequest, idempotencyKey: string, meta?: AnswerMeta) =>
      client.call({
        method: 'POST',
        path: API_PATHS.addUser(groupId),
        body,
        idempotencyKey,
        schema: addUserResponse,
        endpoint: 'addUser',
        meta,
      }),
    /** Update User: the member's values as they are to be; their pass is rendered again. */
    updateUser: (
      groupId: string,
      customerId: string,
      body: UpdateUserRequest,
      idempotencyKey: string,
      meta?: AnswerMeta,
    ) =>
      client.call({
        method: 'PUT',
        path: API_PATHS.user(groupId, customerId),
        body,
        idempotencyKey,
        schema: updateUserResponse,
        endpoint: 'updateUser',
        meta,
      }),
    /** Delete User: the member's values and pass erased on the service, on their request. */
    deleteUser: (groupId: string, customerId: string, idempotencyKey: string, meta?: AnswerMeta) =>
      client.call({
        method: 'DELETE',
        path: API_PATHS.user(groupId, customerId),
        idempotencyKey,
        schema: deleteUserResponse,
        endpoint: 'deleteUser',
        meta,
      }),
    /**
     * Every member of a group, a page at a time until a short page, each parsed a slice of members
     * at a time (a program may have a hundred thousand); `onPage` takes each page as it arrives, so
     * a long list is kept while it is still being read. The next page is asked for while one is
     * kept; a page is handed over only once the one before it is kept, and the answer waits for
     * the last.
     */
    listUsers: async (
      groupId: string,
      pageSize: number = USERS_PAGE_MAX,
      onPage?: (page: Member[]) => Promise<void>,
    ): Promise<Member[]> => {
      const all: Member[] = [];
      let keeping: Promise<void> | undefined;
      try {
        for (let offset = 0; ; offset += pageSize) {
          const page = await client.callList({
            method: 'GET',
            path: `${API_PATHS.listUsers(groupId)}?offset=${offset}&limit=${pageSize}`,
            item: member,
            endpoint: 'listUsers',
          });
          for (const m of page) all.push(m);
          await keeping;
          keeping = onPage?.(page);
          // Its failure is met at the next await, not reported as unhandled meanwhile.
          keeping?.catch(() => undefined);
          // Shorter: the last page. Longer: a service that pages nothing sent every member at once.
          if (page.length !== pageSize) return all;
        }
      } finally {
        await keeping;
      }
    },
    listGroups: () =>
      client.call({
        method: 'GET',
        path: API_PATHS.listGroups,
        schema: listUserGroupsResponse,
        endpoint: 'listUserGroups',
      }),
    getPass: (cardId: string) =>
      client.call({
        method: 'GET',
        path: API_PATHS.pass(cardId),
        schema: passResponse,
        endpoint: 'getPass',
      }),
    /** The whole account's log, by program and period, a page at a time (for insights). */
    accountActivity: (query: {
      dynamicPassId?: string;
      from?: string;
      to?: string;
      after?: string;
      limit?: number;
    }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined) params.set(name, String(value));
      }
      const search = params.size > 0 ? `?${params}` : '';
      return client.call({
        method: 'GET',
        path: `${API_PATHS.accountActivity}${search}`,
        schema: accountActivityPage,
        endpoint: 'accountActivity',
      });
    },
    activityLog: (customerId: string) =>
      client.call({
        method: 'GET',
        path: API_PATHS.activityLog(customerId),
        schema: activityLogResponse,
        endpoint: 'activityLog',
      }),
  };
}

/**
 * The pass's hosted card page (spec 8 names it; its path is this project's assumption, in the
 * service's README): where a customer opens their pass on a phone, behind its access code.
 * Joined to the base URL as the API client joins its paths, so a service under a path prefix
 * (`https://host/wallet`) keeps it.
 */
export function passPageUrl(baseUrl: string, cardId: string): string {
  return new URL(baseUrl.replace(/\/+$/, '') + PUBLIC_PATHS.passPage(cardId)).href;
}

/**
 * A check-in's 404 tells "pass archived" from "no such customer" only by the error body's
 * `errorCode`: the spec lists 404 as "Customer or pass not found" and names `PASS_NOT_FOUND`
 * for a pass (4.7, 7); the embedded service answers an archived pass's check-in with it.
 */
export function isArchivedPassRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    error.serviceCode === ERROR_CODES.passNotFound
  );
}
