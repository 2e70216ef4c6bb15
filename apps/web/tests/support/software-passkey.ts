import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// A passkey in software, for the CMS's integration tests of passkeys: what a device answers to
// WebAuthn's options (an ES256 key, "none" attestation), made by hand so that a test can replay
// an answer, let its counter go backwards or claim another person's user handle. The CBOR is
// SimpleWebAuthn's own (the CMS's dependency); the checks are all the CMS's.

const { isoCBOR } = createRequire(join(__dirname, '../../../cms/package.json'))('@simplewebauthn/server/helpers') as {
  isoCBOR: { encode(value: unknown): Uint8Array };
};

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftwarePasskey {
  readonly id = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle: string | undefined;

  /** `origin`: the page's origin, whose host name is the relying party. */
  constructor(readonly origin: string) {}

  private authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(new URL(this.origin).hostname),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: string, challenge: string): string {
    return base64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }

  /** The answer to registration options (the device keeps the user handle, as a resident key does). */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const publicKey = isoCBOR.encode(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, publicKey]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(UP | UV | AT, attested)],
      ]),
    );
    return {
      id: base64url(this.id),
      rawId: base64url(this.id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to sign-in options; `counter` and `userHandle` as the test wants them. */
  assert(options: { challenge: string }, { counter = this.counter + 1, userHandle = this.userHandle } = {}) {
    this.counter = counter;
    const authenticatorData = this.authenticatorData(UP | UV);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: base64url(this.id),
      rawId: base64url(this.id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON,
        authenticatorData: base64url(authenticatorData),
        signature: base64url(sign('sha256', signed, this.keys.privateKey)),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}
