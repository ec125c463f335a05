import { accountsContext, type AccountsDeps } from './context';
import { registerAdmin, resendCode, verifyCode, verifyUser } from './sign-up';
import { login, logout, unlock } from './sign-in';
import { changePassword, forgotPassword, resetPassword } from './password';
import { closePromo, getMe, updateProfile } from './profile';

// The accounts service: each flow lives in its own module (sign-up, sign-in, password,
// profile), a plain function given the service's context first; this binds them to it.

export { CODE_MAX_ATTEMPTS, CODE_TTL_MS, RESEND_COOLDOWN_MS } from './sign-up';
export { UNLOCK_MAX_FAILURES } from './sign-in';
export { normaliseEmail, RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS, type AccountsDeps } from './context';

export function createAccountsService(deps: AccountsDeps) {
  const ctx = accountsContext(deps);
  return {
    registerAdmin: registerAdmin.bind(null, ctx),
    verifyCode: verifyCode.bind(null, ctx),
    resendCode: resendCode.bind(null, ctx),
    verifyUser: verifyUser.bind(null, ctx),
    login: login.bind(null, ctx),
    logout: logout.bind(null, ctx),
    unlock: unlock.bind(null, ctx),
    getMe: getMe.bind(null, ctx),
    closePromo: closePromo.bind(null, ctx),
    updateProfile: updateProfile.bind(null, ctx),
    changePassword: changePassword.bind(null, ctx),
    forgotPassword: forgotPassword.bind(null, ctx),
    resetPassword: resetPassword.bind(null, ctx),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
