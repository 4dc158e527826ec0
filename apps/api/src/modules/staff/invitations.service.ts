/**
 * Invitations to the staff: an owner invites a person by email with a role; the mailed link
 * works once, for 72 hours, and only its SHA-256 is kept. The person sets their name and
 * password and joins; signing in, they turn two-factor sign-in on before any staff task opens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INVALID_LINK_MESSAGE } from '@shop/shared/auth.schema';
import { paths, withQuery } from '@shop/shared/routes';
import { INVITATION_HOURS, type StaffInvitation } from '@shop/shared/staff.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashPassword, requireStrongPassword } from '../../lib/password';
import { recordAudit } from '../audit';
import { renderEmail, type Mailer } from '../mail';
import type { StaffRepository } from './staff.repository';
import type { InvitationRow, InvitationsRepository } from './invitations.repository';

export const JOINED_MESSAGE = 'Welcome to the staff. Sign in, then turn on two-factor sign-in in your profile.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toInvitation(row: InvitationRow, now = Date.now()): StaffInvitation {
  const state = row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'pending';
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    roleName: row.roleName,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state,
  };
}

export interface InvitationsDeps {
  repository: InvitationsRepository;
  staff: StaffRepository;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
}

export function createInvitationsService({ repository, staff, mailer, publicUrl, shopName }: InvitationsDeps) {
  return {
    async list(): Promise<StaffInvitation[]> {
      return (await repository.list(100)).map((row) => toInvitation(row));
    },

    /** Mails the link; an earlier invitation of the same address still open is taken back. */
    async invite(actor: AuthUser, input: { email: string; role: string }) {
      if (!mailer.transport.carriesLinks) {
        throw conflict('This shop cannot send email yet, so it cannot send an invitation. Set up a mail transport first.');
      }
      const email = input.email.toLowerCase();
      const role = await staff.findRole(input.role);
      if (!role) throw badRequest('No such role.');
      const token = randomBytes(32).toString('base64url');
      const link = `${publicUrl}${withQuery(paths.acceptInvitation, { token })}`;
      const id = await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          const account = await queries.accountOf(email);
          if (account?.role === 'admin') throw conflict('This person is already on the staff.');
          await queries.revokePending({ email });
          const invitationId = await queries.insert({
            email,
            staffRole: role.handle,
            tokenHash: hashToken(token),
            invitedBy: actor.id,
            expiresAt: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'staff.invite',
            entityId: invitationId,
            details: { email, role: role.handle },
          });
          const content = renderEmail({
            shopName,
            subject: `${shopName}: you are invited to join the staff`,
            heading: `${actor.username} invites you to join the staff of ${shopName} as ${role.name}.`,
            blocks: [
              {
                kind: 'paragraph',
                text: `Open the link to choose your name and password. It works once, for ${INVITATION_HOURS} hours. Then sign in and turn on two-factor sign-in with an authenticator app.`,
              },
              { kind: 'link', label: 'Join the staff', url: link },
              { kind: 'paragraph', text: 'If you did not expect this, you can ignore this email.' },
            ],
          });
          await queueMail({ dedupeKey: `staff-invite:${invitationId}`, to: email, ...content }, tx);
          return invitationId;
        }),
      );
      const row = await repository.find(id);
      return { message: `An invitation is on its way to ${email}.`, invitation: toInvitation(row!) };
    },

    async revoke(actor: AuthUser, id: string) {
      return repository.transaction(async (tx, queries) => {
        const row = await queries.find(id);
        if (!row) throw notFound('No such invitation.');
        if (!(await queries.revokePending({ id }))) throw badRequest('This invitation was already accepted or taken back.');
        await recordAudit(tx, { actorId: actor.id, action: 'staff.revoke-invitation', entityId: id, details: { email: row.email } });
        return { message: 'Invitation taken back.', invitation: toInvitation((await queries.find(id))!) };
      });
    },

    /** What the link offers, before the person accepts it. */
    async preview(token: string) {
      const invitation = await repository.findUsable(hashToken(token));
      if (!invitation) throw badRequest(INVALID_LINK_MESSAGE);
      return { email: invitation.email, roleName: invitation.roleName, hasAccount: Boolean(await repository.accountOf(invitation.email)) };
    },

    /**
     * The person joins: a new account, or the address's customer account (the link proves the
     * address), with their name, a new password and the invitation's role. The link is then used.
     */
    async accept(input: { token: string; username: string; password: string }) {
      const found = await repository.findUsable(hashToken(input.token));
      if (!found) throw badRequest(INVALID_LINK_MESSAGE);
      await requireStrongPassword(input.password, [found.email, input.username]);
      const passwordHash = await hashPassword(input.password);
      await repository.transaction(async (tx, queries) => {
        // Locked: the same link sent twice at once joins once.
        const invitation = await queries.findUsable(hashToken(input.token), { lock: true });
        if (!invitation) throw badRequest(INVALID_LINK_MESSAGE);
        const account = await queries.accountOf(invitation.email);
        if (account?.role === 'admin') throw conflict('This person is already on the staff.');
        const changes = { username: input.username, passwordHash, staffRole: invitation.role };
        const userId = account
          ? (await queries.joinStaff(account.id, changes), account.id)
          : await queries.createStaff({ email: invitation.email, ...changes });
        await queries.markAccepted(invitation.id);
        await recordAudit(tx, {
          actorId: userId,
          action: 'staff.join',
          entityId: userId,
          details: { email: invitation.email, role: invitation.role, invitation: invitation.id },
        });
      });
      return { message: JOINED_MESSAGE };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
