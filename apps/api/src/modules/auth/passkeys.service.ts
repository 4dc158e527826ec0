/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding one to an account, listing and
 * removing them, and checking a passkey's signature at sign-in or when the person proves again
 * who they are. Every ceremony asks the authenticator to verify its user (a fingerprint, a face,
 * a PIN), so a passkey is two factors in one: it signs in without the password and without a code.
 */
import type { Passkey, PasskeyAuthenticationResponseSchema, PasskeyRegistrationResponseSchema } from '@shop/shared/passkey.schema';
import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UserRow, UsersRepository } from '../users';
import type { TwoFactorRepository } from './two-factor.repository';
import type { TwoFactorService } from './two-factor.service';

type RegistrationResponse = z.output<typeof PasskeyRegistrationResponseSchema>;
type AuthenticationResponse = z.output<typeof PasskeyAuthenticationResponseSchema>;

const CHALLENGE_MS = 5 * 60_000;
export const PASSKEY_NOT_ADDED = 'That passkey could not be added. Please try again.';

/** Who the passkeys are for: the shop's domain, and the pages that may use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party of the shop at `publicUrl`. An IP address cannot be one (browsers refuse it),
 * so a shop on this machine's loopback address has its passkeys at `localhost`, on the same port.
 */
export function relyingPartyOf(publicUrl: string, shopName: string): RelyingParty {
  const url = new URL(publicUrl);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]' || url.hostname === 'localhost';
  const origins = new Set([url.origin]);
  if (loopback) origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  return { id: loopback ? 'localhost' : url.hostname, name: shopName, origins: [...origins] };
}

/** The challenge a browser signed, as its client data says; a ceremony the shop did not start has none it knows. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

/** The options as the answer's schema types them: WebAuthn's JSON, passed to the browser as it is. */
const asJson = <Options extends { challenge: string }>(options: Options) => options as Options & Record<string, unknown>;

const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

function toPasskey(row: Awaited<ReturnType<TwoFactorRepository['passkeysOf']>>[number]): Passkey {
  return {
    _id: row.id,
    name: row.name,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export interface PasskeysDeps {
  repository: TwoFactorRepository;
  accounts: UsersRepository;
  twoFactor: TwoFactorService;
  relyingParty: RelyingParty;
  log: FastifyBaseLogger;
}

export function createPasskeysService({ repository, accounts, twoFactor, relyingParty, log }: PasskeysDeps) {
  return {
    /** The options `navigator.credentials.create()` needs; the challenge is kept for this account. */
    async registrationOptions(user: AuthUser) {
      const known = await repository.passkeysOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: relyingParty.name,
        rpID: relyingParty.id,
        userName: user.email,
        userDisplayName: user.username,
        userID: new Uint8Array(Buffer.from(user.id, 'utf8')),
        attestationType: 'none',
        // One passkey per authenticator; found without a username, and verified by its user.
        excludeCredentials: known.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await repository.keepChallenge({
        challenge: options.challenge,
        userId: user.id,
        purpose: 'register',
        expiresAt: new Date(Date.now() + CHALLENGE_MS),
      });
      return asJson(options);
    },

    /** Checks the new credential against the challenge given to this account, then keeps it (audited, and mailed). */
    async add(user: AuthUser, response: RegistrationResponse, name: string | undefined): Promise<Passkey> {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await repository.takeChallenge(challenge, 'register', user.id))) throw badRequest(PASSKEY_NOT_ADDED);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.id,
          requireUserVerification: true,
        });
      } catch (error) {
        log.info({ err: error, userId: user.id }, 'passkey refused at registration');
        throw badRequest(PASSKEY_NOT_ADDED);
      }
      if (!verified.verified) throw badRequest(PASSKEY_NOT_ADDED);
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const row = await accounts.findById(user.id);
      if (!row) throw notFound('No such account.');
      const passkeyName = name || `Passkey added ${new Date().toISOString().slice(0, 10)}`;
      let added = false;
      await twoFactor.recordChange(
        row,
        'auth.passkey-added',
        async (queries) => {
          added = await queries.insertPasskey({
            userId: user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name: passkeyName,
            backedUp: credentialBackedUp,
          });
          if (!added) throw conflict('This passkey is already added.');
        },
        { name: passkeyName },
      );
      const passkey = (await repository.passkeysOf(user.id)).find((candidate) => candidate.credentialId === credential.id)!;
      return toPasskey(passkey);
    },

    async list(user: AuthUser): Promise<Passkey[]> {
      return (await repository.passkeysOf(user.id)).map(toPasskey);
    },

    /** Removes one of the account's own passkeys (audited, and mailed). */
    async remove(user: AuthUser, id: string): Promise<void> {
      const row = await accounts.findById(user.id);
      if (!row) throw notFound('No such account.');
      await twoFactor.recordChange(row, 'auth.passkey-removed', async (queries) => {
        if (!(await queries.deletePasskey(user.id, id))) throw notFound('No such passkey.');
      });
    },

    /**
     * The options `navigator.credentials.get()` needs. No account is named: the authenticator
     * offers the passkeys it holds for the shop, so that nobody learns which emails have one.
     */
    async authenticationOptions() {
      const options = await generateAuthenticationOptions({ rpID: relyingParty.id, userVerification: 'required' });
      await repository.keepChallenge({ challenge: options.challenge, purpose: 'sign-in', expiresAt: new Date(Date.now() + CHALLENGE_MS) });
      return asJson(options);
    },

    /**
     * The account a passkey's signature proves, or null: a challenge the shop gave and not yet
     * used, a credential it knows, a user the authenticator verified, and a counter that moved on.
     */
    async verify(response: AuthenticationResponse): Promise<UserRow | null> {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await repository.takeChallenge(challenge, 'sign-in'))) return null;
      const passkey = await repository.passkeyByCredential(response.id);
      if (!passkey) return null;
      if (response.response.userHandle && response.response.userHandle !== userHandleOf(passkey.userId)) return null;
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.id,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransport[],
          },
        });
        if (!verified) return null;
        await repository.passkeyUsed(passkey.id, authenticationInfo.newCounter);
      } catch (error) {
        log.info({ err: error, passkeyId: passkey.id }, 'passkey refused at sign-in');
        return null;
      }
      return (await accounts.findById(passkey.userId)) ?? null;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
