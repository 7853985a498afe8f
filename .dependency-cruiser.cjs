/**
 * The house's import rules (docs/architecture.md §2), checked by `npm run lint`. Imports flow one
 * way: core <- server, core <- web; inside the server, each layer imports only the layers below
 * it; inside the web app, a feature imports no other feature; nothing imports in a circle.
 * Tests sit above everything they test, so the layer rules look at the app's own files only.
 */

/** The server's layers, lowest first: a file imports from its own layer and the ones before. */
const SERVER_LAYERS = [
  { name: 'base', path: '^server/(config|logger)\\.ts$' },
  { name: 'infrastructure', path: '^server/(db|security|http|platform)/' },
  { name: 'channels and the activity log', path: '^server/(channels|activity)/' },
  { name: 'the quota ledger and the batch state', path: '^server/(quota|batch-state)/' },
  { name: 'the posting engine', path: '^server/posting/' },
  { name: 'feature modules', path: '^server/modules/' },
  {
    name: 'composition',
    path: '^server/((?!config\\.ts$|logger\\.ts$)[a-z-]+\\.ts$|demo/|test/)',
  },
];

/** Tests, and the helpers a feature's tests share. */
const TESTS = '\\.test(-helpers)?\\.tsx?$';

const layerRules = SERVER_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `server-layer-${i + 1}`,
  comment: `${layer.name} import nothing from the layers above them`,
  severity: 'error',
  from: { path: layer.path, pathNot: TESTS },
  to: { path: SERVER_LAYERS.slice(i + 1).map((above) => `(${above.path})`) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import cycles, of any length, anywhere',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(server|web|emulator|e2e|bench|scripts)/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'web never imports the server, nor the server the web',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|emulator|e2e|bench|scripts)/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(web|e2e|bench|scripts)/' },
    },
    {
      name: 'emulator-only-in-tests',
      comment: 'the emulator replaces the network, never our code: only tests and tools start it',
      severity: 'error',
      from: { path: '^server/', pathNot: `${TESTS}|^server/test/` },
      to: { path: '^emulator/' },
    },
    {
      name: 'emulator-uses-only-core',
      severity: 'error',
      from: { path: '^emulator/' },
      to: { path: '^(server|web|e2e|bench|scripts)/' },
    },
    ...layerRules,
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'what two features share lives in web/components, web/hooks, web/lib or core',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'shared code (components, hooks, lib, i18n) imports no feature and not the app',
      severity: 'error',
      from: { path: '^web/(components|hooks|lib|i18n)/', pathNot: TESTS },
      to: { path: '^web/(features|app)/' },
    },
    {
      name: 'web-features-import-no-app',
      comment: 'only web/app puts features together',
      severity: 'error',
      from: { path: '^web/features/', pathNot: TESTS },
      to: { path: '^web/app/' },
    },
  ],
  options: {
    includeOnly: '^(core|server|web|emulator|e2e|bench|scripts)/',
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
