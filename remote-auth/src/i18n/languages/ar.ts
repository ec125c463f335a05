// Every text of the remote in Arabic, the kit's and each feature's: one chunk, fetched when the
// language is chosen (auth-features.ts loadAuthMessages).
import kit from '../ar.json';
import signIn from '../../features/sign-in/i18n/ar.json';
import signUp from '../../features/sign-up/i18n/ar.json';
import forgotPassword from '../../features/forgot-password/i18n/ar.json';
import resetPassword from '../../features/reset-password/i18n/ar.json';
import verifyAccount from '../../features/verify-account/i18n/ar.json';
import myProfile from '../../features/my-profile/i18n/ar.json';
import lockScreen from '../../features/lock-screen/i18n/ar.json';

const texts: Record<string, string> = {
  ...kit,
  ...signIn,
  ...signUp,
  ...forgotPassword,
  ...resetPassword,
  ...verifyAccount,
  ...myProfile,
  ...lockScreen,
};
export default texts;
