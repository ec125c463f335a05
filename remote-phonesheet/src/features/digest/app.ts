import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { digestReducer } from './store/digest-slice';
import { digestSaga } from './store/digest-saga';
import { DigestSettingsTab } from './components/DigestSettingsTab';
import { messages } from './i18n';

/** The morning digest's settings: My Account shows them (remote-auth renders the slot). */
export const digestApp: PhonesheetFeature = {
  id: 'digest',
  reducers: { phonesheetDigest: digestReducer },
  saga: digestSaga,
  slots: { 'myProfile.digestTab': DigestSettingsTab },
  messages,
};
