/** The staff module's public face: the shop's staff and the roles they hold. */
export { createStaffRepository, type StaffRepository } from './staff.repository';
export { createStaffService, type StaffService } from './staff.service';
export { createInvitationsRepository } from './invitations.repository';
export { createInvitationsService, type InvitationsService } from './invitations.service';
