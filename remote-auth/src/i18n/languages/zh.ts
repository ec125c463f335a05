// Every text of the remote in Chinese, the kit's and each feature's: one chunk, fetched when the
// language is chosen (auth-features.ts loadAuthMessages).
import kit from '../zh.json';
import signIn from '../../features/sign-in/i18n/zh.json';
import signUp from '../../features/sign-up/i18n/zh.json';
import forgotPassword from '../../features/forgot-password/i18n/zh.json';
import resetPassword from '../../features/reset-password/i18n/zh.json';
import verifyAccount from '../../features/verify-account/i18n/zh.json';
import myProfile from '../../features/my-profile/i18n/zh.json';
import lockScreen from '../../features/lock-screen/i18n/zh.json';

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
