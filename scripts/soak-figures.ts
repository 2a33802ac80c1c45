// The arithmetic of the soak's figures, kept apart from the soak so a table test can hold it.

/** The value at the p-th percentile of ascending `sorted` (nearest rank; NaN when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export type Sample = { minutes: number; value: number };

/**
 * The least-squares slope of value over time, in value per minute: a line through every sample,
 * so one late garbage collection moves it less than the difference between the first and last.
 * NaN with fewer than two samples or no time between them.
 */
export function slopePerMinute(samples: readonly Sample[]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanT = samples.reduce((sum, s) => sum + s.minutes, 0) / n;
  const meanV = samples.reduce((sum, s) => sum + s.value, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.minutes - meanT) * (s.value - meanV);
    variance += (s.minutes - meanT) ** 2;
  }
  return variance === 0 ? Number.NaN : covariance / variance;
}

/** The samples of the second half of the run: memory that is still climbing once warm shows there. */
export function secondHalf(samples: readonly Sample[]): Sample[] {
  if (samples.length === 0) return [];
  const start = samples[0]!.minutes;
  const middle = start + (samples[samples.length - 1]!.minutes - start) / 2;
  return samples.filter((s) => s.minutes >= middle);
}

export type StreamCount = { published: number; received: number };

/** Events a stream missed (published for its agent, never received) and received twice or more. */
export function deliveryGaps(streams: readonly StreamCount[]) {
  let lost = 0;
  let extra = 0;
  let streamsShort = 0;
  for (const { published, received } of streams) {
    if (received < published) {
      lost += published - received;
      streamsShort++;
    } else extra += received - published;
  }
  return { lost, extra, streamsShort };
}
