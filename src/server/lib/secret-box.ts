import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import type { SealedSecret } from '../db/schema/settings.ts';

export type { SealedSecret };

/** AES-256-GCM encryption of small secrets (AI provider keys) at rest, keyed from the server secret. */
export function createSecretBox(serverSecret: string) {
  const key = createHash('sha256').update(`sillage-secret-box:${serverSecret}`).digest();
  return {
    seal(plain: string): SealedSecret {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
    },
    open(sealed: SealedSecret): string {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
