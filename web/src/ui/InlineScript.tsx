/**
 * A script the browser runs as it parses the server's HTML, before the first paint (docs:
 * 02-guides/preventing-flash-before-hydration.md): inert in the browser's own renders, where React would only warn.
 * On pages whose policy allows inline scripts (the shop's), or with the request's `nonce` (checkout, account).
 */
export function InlineScript({ code, nonce }: { code: string; nonce?: string }) {
  return (
    <script
      type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
