import { Module } from '@nestjs/common';
import { StaffAudit } from './staff-audit.js';
import { StaffSessionGuard } from './staff-session.guard.js';
import { StaffSessions } from './staff-sessions.js';

/**
 * What every room of the staff area shares: the sessions and the guard each staff operation
 * carries (product §10.2), and the append-only audit log's writer (product §10.3).
 */
@Module({
  providers: [StaffSessions, StaffSessionGuard, StaffAudit],
  exports: [StaffSessions, StaffSessionGuard, StaffAudit],
})
export class StaffCommonModule {}
