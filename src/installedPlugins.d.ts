// The enabled plugin packages' console entries, made at build time (scripts/plugins/viteInstalledPlugins.ts).
declare module 'virtual:installed-plugins' {
  const modules: Record<string, Record<string, unknown>>;
  export default modules;
}
