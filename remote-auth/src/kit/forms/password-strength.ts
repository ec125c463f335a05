import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_SCORE, passwordUserInputs, type PasswordOwner } from '@phonesheet/shared/contracts';

// The API's rule (api/src/lib/password-strength.ts), in the browser. Imported only with
// import() by strongPasswordField, so its dictionary is a chunk of its own that the sign-up,
// change-password and reset forms fetch at their first check, and /signin never does.
const checker = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** True when zxcvbn scores `password` below PASSWORD_MIN_SCORE for this owner. */
export function isWeakPassword(password: string, owner: PasswordOwner): boolean {
  return checker.check(password, passwordUserInputs(owner)).score < PASSWORD_MIN_SCORE;
}
