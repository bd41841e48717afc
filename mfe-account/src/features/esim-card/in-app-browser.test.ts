import { describe, expect, it } from 'vitest';

import { inAppBrowser } from '@/features/esim-card/in-app-browser';

// User agents as these apps' browsers send them (Android and iOS).
const AGENTS = {
  whatsappAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 WhatsApp/2.24.9.78',
  whatsappIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/24.8.78',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 327.0.3.24.90 (iPhone15,3; iOS 17_4; id_ID; id; scale=3.00; 1290x2796; 589148426)',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/459.0.0.34.109;FBBV/588367470;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.4]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/459.0.0.48.110;]',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; 23021RAAEG Build/UKQ1.230917.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 trill_340202 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/34.2.2 ByteLocale/id-ID Region/ID BytedanceWebview/d8a21c6',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
};

describe('inAppBrowser', () => {
  it.each([
    [AGENTS.whatsappAndroid, 'whatsapp'],
    [AGENTS.whatsappIphone, 'whatsapp'],
    [AGENTS.instagram, 'instagram'],
    [AGENTS.facebook, 'facebook'],
    [AGENTS.facebookAndroid, 'facebook'],
    [AGENTS.line, 'line'],
    [AGENTS.tiktok, 'tiktok'],
  ])('knows an app browser: %s', (agent, app) => {
    expect(inAppBrowser(agent)).toBe(app);
  });

  it.each([AGENTS.chromeAndroid, AGENTS.safariIphone, AGENTS.desktopLinux, AGENTS.samsung])('lets a real browser be: %s', (agent) => {
    expect(inAppBrowser(agent)).toBeNull();
  });

  it('does not take Linux for LINE', () => {
    expect(inAppBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBeNull();
  });
});
