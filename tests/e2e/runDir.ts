// Where one run of the browser suite keeps its files (database, mail, traces): a folder per
// E2E_PORT, so two runs on one machine never clear each other's.
export const RUN_DIR = `test-results/e2e-${process.env.E2E_PORT ?? 8181}`;
