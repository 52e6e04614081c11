// The store's answer to what the members area asks of it (members/membersInStore.ts): this
// station's enrolments and erasures shared with the other tills, and their enrolments looked up.
import type { MembersInStore } from '../members/membersInStore';
import type { EnrolPayload } from '../outbox/payloads';
import type { VisitsWorkspace } from './visits/visitsWorkspace';
import { issuedElsewhere, shareEnrolment } from './records/sharedEnrolments';
import { forgetMemberVisits } from './visits/eraseVisits';

export class MemberSharing implements MembersInStore {
  constructor(
    private readonly ws: VisitsWorkspace,
    private readonly stationId: string,
  ) {}

  shareEnrolment(payload: EnrolPayload, at: string): void {
    shareEnrolment(this.ws, this.stationId, payload, at);
  }

  issuedElsewhere(customerId: string): string | null {
    return issuedElsewhere(this.ws, customerId);
  }

  shareErasure(ids: string[], at: string): void {
    const { ws } = this;
    // One change of the shared document, so every other till judges the deletions of the
    // member's visits together with the erasure that allows them.
    ws.shared.doc.transact(() => {
      forgetMemberVisits(ws, this.stationId, ids);
      ws.members.erased.storeWide?.share(ids, at);
    });
    // The stored updates merged once the change is whole, so the old ones no longer name the member.
    ws.shared.compact();
  }
}
