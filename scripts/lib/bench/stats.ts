/** Small number helpers for the bench: medians of noisy runs, ratios and how they are printed. */

/** The median of the values (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** ours / stock, or null when either side is missing or stock is zero (no meaningful ratio). */
export function ratio(ours: number | null | undefined, stock: number | null | undefined): number | null {
  if (ours == null || stock == null || !Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) return null;
  return ours / stock;
}

export const formatRatio = (value: number | null): string => (value == null ? '–' : `${value.toFixed(2)}×`);

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '–';
  if (Math.abs(bytes) >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (Math.abs(bytes) >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (Math.abs(bytes) >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${Math.round(bytes)} B`;
}

/** Milliseconds as "850 ms" below two seconds, else "12.3 s". */
export function formatMs(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '–';
  return Math.abs(ms) < 2000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A Lighthouse category score (0–1) as the 0–100 figure its report shows. */
export const formatScore = (score: number | null | undefined): string =>
  score == null || !Number.isFinite(score) ? '–' : String(Math.round(score * 100));
