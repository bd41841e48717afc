import { rememberFirstScreenSubmit } from './layout/first-screen-submit';
import { nextTask } from '@kelana/runtime/next-task';

// What the visitor asks of the server's first screen while the scripts still arrive (layout/first-screen-submit.ts).
rememberFirstScreenSubmit();

// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs. It
// starts once the first screen the server sent is painted (paint timing, a task of its own: a frame callback runs
// in the painting frame, which Lighthouse then counts as script work). A background page paints nothing: a timer.
let started = false;
function start() {
  if (started) return;
  started = true;
  void loadStartupScripts()
    .then(nextTask)
    .then(() => import('./bootstrap'));
}
setTimeout(start, 200);
new PerformanceObserver(start).observe({ type: 'paint', buffered: true });

/**
 * The bootstrap chunk and the chunks of the libraries the shell shares, listed in the page by the build
 * (tooling/src/startup-scripts-plugin.mjs), each inserted and each evaluated in a task of its own. Once
 * they are in, the federation runtime finds every shared library installed and the bootstrap starts at once,
 * instead of asking for them one import at a time inside one long task. A script that fails to load is removed
 * and left to the runtime, which asks again and reports a second failure (it would wait on a failed element).
 */
async function loadStartupScripts(): Promise<unknown> {
  // The name is STARTUP_SCRIPTS_META of the plugin.
  const listed = document.querySelector<HTMLMetaElement>('meta[name="kelana-startup-scripts"]')?.content ?? '';
  const sources = listed.split(' ').filter(Boolean);
  const loaded: Promise<unknown>[] = [];
  for (const src of sources) {
    // Inserting a script and starting its request took 1.5 to 2.7 ms each in Lighthouse's trace of a load (four
    // per task were tasks of 6 to 12 ms, 60 to 115 ms on the emulated phone): one per task.
    await nextTask();
    loaded.push(
      new Promise((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = () => {
          script.remove();
          resolve(0);
        };
        document.head.append(script);
      }),
    );
  }
  return Promise.all(loaded);
}
