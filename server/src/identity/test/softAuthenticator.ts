import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());

/**
 * A software WebAuthn authenticator for tests: one P-256 (ES256) credential, 'none' attestation,
 * real authenticator data, client data and signatures, so the server's verification runs for real.
 * `counter` is the signature counter it reports next (0 = an authenticator without one).
 */
export class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: { uv: boolean; attested: boolean }, rpID = this.rpID): Uint8Array {
    const head = new Uint8Array(37);
    head.set(sha256(rpID), 0);
    head[32] = 0x01 | (flags.uv ? 0x04 : 0) | (flags.attested ? 0x40 : 0);
    new DataView(head.buffer).setUint32(33, this.counter);
    if (!flags.attested) return head;
    const idLen = new Uint8Array(2);
    new DataView(idLen.buffer).setUint16(0, this.credentialId.length);
    return Buffer.concat([head, new Uint8Array(16), idLen, this.credentialId, this.cosePublicKey]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() as @simplewebauthn/browser returns it (RegistrationResponseJSON). */
  register(options: { challenge: string }, overrides: { origin?: string; rpID?: string } = {}) {
    const authData = this.authData({ uv: true, attested: true }, overrides.rpID);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() as @simplewebauthn/browser returns it (AuthenticationResponseJSON). */
  assert(options: { challenge: string }, opts: { uv?: boolean; userHandle?: string } = {}) {
    const authenticatorData = this.authData({ uv: opts.uv ?? true, attested: false });
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(new Uint8Array(signature)),
        ...(opts.userHandle ? { userHandle: opts.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
