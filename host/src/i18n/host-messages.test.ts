import { mergeMessages } from '../app/messages';
import ar from './ar.json';
import en from './en.json';
import { hostMessagesFor, loadHostMessages } from './host-messages';

describe("the host's catalogues: English built in, each other language fetched when chosen", () => {
  it('shows English for a language whose catalogue is not here yet, then the language once fetched', async () => {
    expect(hostMessagesFor('en')).toBe(en);
    expect(hostMessagesFor('ar')).toBeUndefined();
    expect(mergeMessages('ar', [])['host.public.nav.about']).toBe(en['host.public.nav.about']);

    expect(await loadHostMessages('ar')).toEqual(ar);
    expect(hostMessagesFor('ar')).toEqual(ar);
    expect(mergeMessages('ar', [])['host.public.nav.about']).toBe(ar['host.public.nav.about']);
  });
});
