import { generateScannerMedia } from "./fixtures/scanner-media";

// The fake camera reads its video file when Chromium starts, so the files must exist before any browser.
export default function globalSetup() {
  generateScannerMedia();
}
