/** What the stand-in saw; `holdSdk` may be switched while it runs. */
export type ChatwootSdkState = {
  holdSdk: boolean;
  /** What each page's `chatwootSDK.run` received, with the window.chatwootSettings it read. */
  runs: { config: { websiteToken: string; baseUrl: string }; settings: Record<string, unknown> }[];
  /** The query of each widget frame loaded. */
  frames: Record<string, string>[];
  /** Websockets opened. */
  sockets: number;
};

export function startChatwootSdkServer(options?: { port?: number }): Promise<{
  url: string;
  state: ChatwootSdkState;
  stop(): Promise<void>;
}>;
