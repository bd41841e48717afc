/** The reader module: @zxing/browser and @zxing/library's readers, a lazy chunk of this remote. */
export type ReaderModule = typeof import('@/reader/scanner-reader');

let loading: Promise<ReaderModule> | null = null;

/**
 * Fetches the reader once (the scanner asks for it when it shows, so it is there when the camera opens);
 * a failed fetch is forgotten, so the next press of the camera button tries again.
 */
export function loadScannerReader(): Promise<ReaderModule> {
  if (!loading) {
    const attempt = import(/* webpackChunkName: "scanner-reader" */ '@/reader/scanner-reader');
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
