import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from './record-audit';

export type ViewerAuditEntry = Omit<AuditEntry, 'actorAccountId' | 'subjectAccountId' | 'ip'>;

/** Records what the viewer did: the account that really signed in, and the one it acted as while switched. */
export function recordViewerAudit(db: Db, context: SignedInContext, entry: ViewerAuditEntry): Promise<void> {
  const { viewer } = context;
  return recordAudit(db, {
    ...entry,
    actorAccountId: viewer.actor.id,
    subjectAccountId: viewer.switched ? viewer.account.id : null,
    ip: context.clientAddress,
  });
}
