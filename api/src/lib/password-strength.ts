import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_SCORE, passwordUserInputs, type PasswordOwner } from '@phonesheet/shared/contracts';

// docs/security.md "Passwords": zxcvbn-ts with its common dictionary (the same the sign-up and
// change-password forms load lazily), plus the words of the user's own e-mail, name and company.
let checker: ZxcvbnFactory | undefined;

/** True when zxcvbn scores `password` below PASSWORD_MIN_SCORE for this owner. */
export function isWeakPassword(password: string, owner: PasswordOwner): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password, passwordUserInputs(owner)).score < PASSWORD_MIN_SCORE;
}
