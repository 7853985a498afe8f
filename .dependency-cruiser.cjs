/**
 * The house's import rules (docs/architecture.md §2), checked by `npm run lint`. Imports flow one
 * way: core <- server, core <- web; inside the server, each layer imports only the layers below
 * it; inside the web app, a feature imports no other feature; nothing imports in a circle.
 * Tests sit above everything they test, so the layer rules look at the app's own files only.
 */

/** Tests, and the helpers a feature's tests share. */
const TESTS = '\\.test(-helpers)?\\.tsx?$';

/** The server's layers, lowest first: a file imports from its own layer and the ones before. */
const SERVER_LAYERS = Object.entries({
  base: '^server/(config|logger|logger-pretty)\\.ts$',
  infrastructure: '^server/(db|security|http|platform|mail|loop|i18n|metrics)/',
  'channel access, the activity and audit logs, notifying and webhook delivery':
    '^server/(channel-access|activity|notify|webhook-delivery)/',
  'the quota ledger and the batch state': '^server/(quota-ledger|batch-state)/',
  'the posting engine and the visibility checks': '^server/(posting|visibility)/',
  'feature modules': '^server/modules/',
  composition: '^server/((?!config\\.ts$|logger(-pretty)?\\.ts$)[a-z-]+\\.ts$|demo/|test/)',
});

/** A forbidden import: from files matching `from` (tests aside when `appOnly`) to `to`. */
const forbid = (name, comment, from, to, { appOnly = false } = {}) => ({
  name,
  comment,
  severity: 'error',
  from: appOnly ? { ...from, pathNot: TESTS } : from,
  to,
});

const layerRules = SERVER_LAYERS.slice(0, -1).map(([layer, path], i) =>
  forbid(
    `server-layer-${i + 1}`,
    `${layer} import nothing from the layers above them`,
    { path },
    { path: SERVER_LAYERS.slice(i + 1).map(([, above]) => `(${above})`) },
    { appOnly: true },
  ),
);

const OUTSIDE_THE_APP = '^(e2e|bench|scripts)/';

/**
 * Google's client libraries and their transport. They are installed packages, so the options below
 * let these four (and no other package) into the graph, as leaves, for the rule that keeps them
 * behind server/platform/.
 */
const GOOGLE_PACKAGES = '(@googleapis/youtube|googleapis-common|google-auth-library|gaxios)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'no import cycles, of any length, anywhere', {}, { circular: true }),
    forbid(
      'core-imports-nothing-of-ours',
      'core is pure rules and the API contract',
      { path: '^core/' },
      { path: `^(server|web|emulator)/|${OUTSIDE_THE_APP}` },
    ),
    forbid(
      'web-and-server-apart',
      'the web app and the server share core alone; the emulator is not the web app’s',
      { path: '^web/' },
      { path: `^(server|emulator)/|${OUTSIDE_THE_APP}` },
    ),
    forbid(
      'server-and-web-apart',
      'the server never imports the web app, the journeys, the benchmarks or the scripts',
      { path: '^server/' },
      { path: `^web/|${OUTSIDE_THE_APP}` },
    ),
    forbid(
      'emulator-only-in-tests',
      'the emulator replaces the network, never our code: only tests and tools start it',
      { path: '^server/', pathNot: `${TESTS}|^server/test/` },
      { path: '^emulator/' },
    ),
    forbid(
      'emulator-uses-only-core',
      'the emulator stands alone beside the app',
      { path: '^emulator/' },
      { path: `^(server|web)/|${OUTSIDE_THE_APP}` },
    ),
    forbid(
      'google-only-in-platform',
      'server/platform/ is the only door to Google: others use its PlatformClient and its types. ' +
        "The emulator's conformance tests (and their helper) drive it with Google's own clients",
      { pathNot: '^server/platform/|^emulator/([^/]+\\.test\\.ts|use-emulator\\.ts)$' },
      { path: `(^|/)node_modules/${GOOGLE_PACKAGES}` },
    ),
    ...layerRules,
    forbid(
      'web-feature-imports-no-other-feature',
      'what two features share lives in web/components, web/hooks, web/lib or core',
      { path: '^web/features/([^/]+)/' },
      { path: '^web/features/', pathNot: '^web/features/$1/' },
      { appOnly: true },
    ),
    forbid(
      'web-shared-imports-no-feature',
      'shared code (components, hooks, lib, i18n) imports no feature and not the app',
      { path: '^web/(components|hooks|lib|i18n)/' },
      { path: '^web/(features|app)/' },
      { appOnly: true },
    ),
    forbid(
      'web-features-import-no-app',
      'only web/app puts features together',
      { path: '^web/features/' },
      { path: '^web/app/' },
      { appOnly: true },
    ),
  ],
  options: {
    includeOnly: `^(core|server|web|emulator|e2e|bench|scripts)/|(^|/)node_modules/${GOOGLE_PACKAGES}`,
    exclude: { path: `(^|/)(dist|data)/|(^|/)node_modules/(?!${GOOGLE_PACKAGES})` },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
