import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@russ/schema/groups/group-rules';

/**
 * A fresh invite code: INVITE_CODE_LENGTH characters drawn uniformly (crypto `randomInt`, no modulo bias) from
 * the unambiguous alphabet. Uniqueness is the database's job (unique index); the service retries on a clash.
 */
export function generateInviteCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[random(INVITE_CODE_ALPHABET.length)];
  return code;
}
