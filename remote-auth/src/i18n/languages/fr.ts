// Every text of the remote in French, the kit's and each feature's: one chunk, fetched when the
// language is chosen (auth-features.ts loadAuthMessages).
import kit from '../fr.json';
import signIn from '../../features/sign-in/i18n/fr.json';
import signUp from '../../features/sign-up/i18n/fr.json';
import forgotPassword from '../../features/forgot-password/i18n/fr.json';
import resetPassword from '../../features/reset-password/i18n/fr.json';
import verifyAccount from '../../features/verify-account/i18n/fr.json';
import myProfile from '../../features/my-profile/i18n/fr.json';
import lockScreen from '../../features/lock-screen/i18n/fr.json';

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
