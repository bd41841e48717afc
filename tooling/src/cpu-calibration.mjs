// Lighthouse's CPU slowdown for this host, so that a page-speed run emulates the same mid-range phone on any
// machine. Lighthouse measures the host with its BenchmarkIndex (higher is faster) and applies a fixed
// slowdown (4x by default), which only fits a host of about 1,500; its own calibration guidance (the CPU
// throttling calculator) maps the index to a multiplier with three straight pieces:
//   index 1,300 and up: 3x at 1,300, one more for each 233 above it (4x at 1,533, 5x at 1,766);
//   800 to 1,300: 2x at 800 up to 3x at 1,300;  150 to 800: 1x at 150 up to 2x at 800.
// Under 150 the host is slower than the phone: no slowdown can help, and the bench says so.

/** The multiplier for a host's BenchmarkIndex; null when the index is not a number. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** Whether the host is too slow to emulate the phone at all (every figure then reads worse than a phone's). */
export const hostTooSlow = (benchmarkIndex) => Number.isFinite(benchmarkIndex) && benchmarkIndex < 150;
