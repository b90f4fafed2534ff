// A plugin's journeys run in the host's browser suite on the testers' kit (docs/testing.md).
export * from '../../../tests/e2e/kit';
