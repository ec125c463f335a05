import { appUrl, readPayload } from './push-notifications';

describe('push notifications in the service worker', () => {
  const data = (value: unknown) => ({ json: () => value });

  it('reads the API’s payload, and nothing else', () => {
    const payload = {
      title: 'Call from Ada',
      body: '(415) 555-0100',
      url: '/dashboards/PhoneSheet?call=1',
      callId: '1',
    };
    expect(readPayload(data(payload))).toEqual(payload);
    expect(readPayload(data({ title: 'no url' }))).toBeNull();
    expect(readPayload(data('text'))).toBeNull();
    expect(readPayload({ json: () => JSON.parse('not json') })).toBeNull();
    expect(readPayload(null)).toBeNull();
  });

  it('opens only the app’s own addresses', () => {
    const origin = 'https://app.example.com';
    expect(appUrl('/dashboards/PhoneSheet?call=1', origin)).toBe(
      'https://app.example.com/dashboards/PhoneSheet?call=1',
    );
    expect(appUrl('https://evil.example.net/x', origin)).toBe('https://app.example.com/');
    expect(appUrl('//evil.example.net/x', origin)).toBe('https://app.example.com/');
    expect(appUrl(undefined, origin)).toBe('https://app.example.com/');
  });
});
