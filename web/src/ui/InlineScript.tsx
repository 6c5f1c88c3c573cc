/**
 * A script the browser runs as it parses the server's HTML, before the first paint (docs:
 * 02-guides/preventing-flash-before-hydration.md): inert in the browser's own renders, where React would only warn.
 * Only on pages whose policy allows inline scripts (the shop's; checkout pages carry a nonce).
 */
export function InlineScript({ code }: { code: string }) {
  return (
    <script
      type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
