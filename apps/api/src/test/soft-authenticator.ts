/**
 * A passkey authenticator in software, for API tests: it makes a P-256 key per credential and
 * answers WebAuthn ceremonies with the JSON a browser would send (`none` attestation, the user
 * present and verified). It stands in for the phone or security key outside the machine; the
 * journeys use Chromium's own virtual authenticator.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** The few CBOR (RFC 8949) shapes WebAuthn needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item as Parameters<typeof cbor>[0])]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export function softAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const credentials: Credential[] = [];

  const clientData = (type: string, challenge: string) => b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** Answers `navigator.credentials.create()` for these options, keeping the new credential. */
    register(options: { challenge: string; user: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = randomBytes(16);
      credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
      const coseKey = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, id, coseKey]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
      };
    },

    /** Answers `navigator.credentials.get()` with the credential made last (or the one given), signing the challenge. */
    authenticate(options: { challenge: string }, which = credentials.length - 1, { verified = true } = {}) {
      const credential = credentials[which];
      if (!credential) throw new Error('this authenticator holds no passkey yet');
      credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([verified ? 0x05 : 0x01]), counter]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON,
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
