import { defineConfig, devices } from "@playwright/test";

import { CAMERA_VIDEOS } from "./fixtures/scanner-media";

const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network. The software
// compositor runs inside the browser process (--in-process-gpu): one process less per browser, about 10 %
// less time on a 2-core machine (docs/frontend.md).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--in-process-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** Chromium's fake camera showing one generated frame, looped (TOOLCHAIN: .y4m arrives pixel-exact). */
const fakeCamera = (video: string) => ({
  ...launchOptions,
  args: [
    ...launchOptions.args,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
  ],
});
const CAMERA_SPEC = /scanner-camera\.spec\.ts/;
const DETECTOR_SPEC = /barcode-detector[a-z-]*\.spec\.ts/;

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./global-setup.ts",
  outputDir: "./artifacts/test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  use: {
    baseURL,
    locale: "id-ID",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: CAMERA_SPEC,
      // An unpaid SIM card order holds a card from stock: the camera's card is sold before any other.
      dependencies: ["camera-iccid"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      // The detector's rules, and every journey tagged SCREEN_FREE (fixtures/tags.ts), do not depend
      // on the screen: they run once, on desktop.
      testIgnore: [CAMERA_SPEC, DETECTOR_SPEC],
      grepInvert: /@screen-free/,
      dependencies: ["camera-iccid"],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    // One project per camera video: the file is a launch argument of the browser.
    {
      name: "camera-iccid",
      testMatch: CAMERA_SPEC,
      grep: /@iccid/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: fakeCamera(CAMERA_VIDEOS.iccid) },
    },
    {
      name: "camera-esim-qr",
      testMatch: CAMERA_SPEC,
      grep: /@esim-qr/,
      use: { viewport: { width: 1280, height: 800 }, launchOptions: fakeCamera(CAMERA_VIDEOS.esimQr) },
    },
  ],
  webServer: {
    command: "mkdir -p artifacts && bash ./start-server.sh",
    url: `${baseURL}/api/health`,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000), // migrate, seed (91,000 areas) and serve; minutes on a loaded 2-core machine
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
