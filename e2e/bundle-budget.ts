/**
 * The JavaScript a first visit may transfer, compressed (response bodies as sent): the goals of
 * docs/performance.md §4, 150 kB for the sign-in page and 200 kB for the dashboard's first screen (from 1.46 MB
 * and 1.36 MB uncompressed). bench/RESULTS.md has the figures and what each step took off.
 */
export const BUDGET = {
  signInJs: 150_000,
  dashboardFirstScreenJs: 200_000,
};
