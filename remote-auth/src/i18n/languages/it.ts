// Every text of the remote in Italian, the kit's and each feature's: one chunk, fetched when the
// language is chosen (auth-features.ts loadAuthMessages).
import kit from '../it.json';
import signIn from '../../features/sign-in/i18n/it.json';
import signUp from '../../features/sign-up/i18n/it.json';
import forgotPassword from '../../features/forgot-password/i18n/it.json';
import resetPassword from '../../features/reset-password/i18n/it.json';
import verifyAccount from '../../features/verify-account/i18n/it.json';
import myProfile from '../../features/my-profile/i18n/it.json';
import lockScreen from '../../features/lock-screen/i18n/it.json';

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
