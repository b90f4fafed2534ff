// A full page load (not a router navigation); its own module so tests can observe it.
export function hardNavigate(url: string): void {
  window.location.replace(url);
}
