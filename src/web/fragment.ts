// The page's state in its URL fragment, so that a link shares a config and its findings and the
// codes' page can open the page with an example loaded: `#config=<base64url of the UTF-8 bytes>`,
// then, when set, `policy=` (the same encoding), `path=` and `fail-on-deprecated=1`. The fragment
// never reaches a server: nothing of the config leaves the browser.

export interface PageState {
  /** The config's bytes: as the link carries them (a BOM, CR line ends, invalid UTF-8 kept). */
  config: Uint8Array;
  policy: string;
  /** The config's path in the repository, which the policy's overrides match. */
  path: string;
  failOnDeprecated: boolean;
}

export const DEFAULT_PATH = 'component_config.yaml';

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes, or undefined for text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** `#config=…&policy=…`: the state as a fragment, its defaults left out. */
export function fragmentOf(state: PageState): string {
  const parts = [`config=${toBase64Url(state.config)}`];
  if (state.policy !== '') parts.push(`policy=${toBase64Url(new TextEncoder().encode(state.policy))}`);
  if (state.path !== DEFAULT_PATH) parts.push(`path=${encodeURIComponent(state.path)}`);
  if (state.failOnDeprecated) parts.push('fail-on-deprecated=1');
  return `#${parts.join('&')}`;
}

/** The state a fragment holds; undefined when it holds no config. */
export function stateOf(fragment: string): PageState | undefined {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const config = fromBase64Url(params.get('config') ?? '!');
  if (!config) return undefined;
  const policy = fromBase64Url(params.get('policy') ?? '');
  return {
    config,
    policy: policy ? new TextDecoder().decode(policy) : '',
    path: params.get('path') || DEFAULT_PATH,
    failOnDeprecated: params.get('fail-on-deprecated') === '1',
  };
}
