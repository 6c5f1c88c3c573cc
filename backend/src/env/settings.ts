// The shapes of the shop's own config namespaces: config/<name>.ts reads each from the environment at start,
// src reads it with strapi.config.get('<name>'). Here, below both, so that src never imports config/ (docs/adr/0030).

/** Shop settings, read with strapi.config.get('shop'). */
export interface ShopConfig {
  /** HMAC key of signed download links. */
  downloadSecret: string;
  /** Lifetime of a download link. */
  downloadTtlSeconds: number;
  /** Base of absolute links handed out (download urls). */
  publicUrl: string;
  /** How many days before a renewal its notice mail goes out. */
  renewalNoticeDays: number;
  /** Where each built .pptx is kept, to be sent again (relative to backend/). */
  downloadCacheDir: string;
}

/** Settings of the visitors' forms (free sample, newsletter, contact), read with strapi.config.get('forms'). */
export interface FormsConfig {
  /** Where contact messages are mailed (their reply-to is the sender). */
  contactEmail: string;
  /** English url of the free sample diagram: the only diagram free_product sends. */
  freeSampleUrl: string;
  /** How long the download link of a mailed free sample works. */
  sampleLinkTtlSeconds: number;
}

/** Account settings, read with strapi.config.get('accounts') (docs: backend/README.md, "Accounts"). */
export interface AccountsConfig {
  /** Shared with the gateway: register answers only it, and only it may name the visitor's address. */
  gatewaySecret: string;
  /** English base of the account site; other languages insert `/{locale}` after the origin. */
  accountSiteUrl: string;
  /** The web's origin: social sign-in redirects pass through it. */
  webUrl: string;
  /** Social sign-in providers configured by the environment (the others stay off). */
  social: {
    github: OAuthClient | null;
    google: OAuthClient | null;
    oidc: (OAuthClient & { issuer: string; label: string }) | null;
  };
}

export interface OAuthClient {
  key: string;
  secret: string;
}

/** The super admin created at first start (src/bootstrap/first-admin.ts), read with strapi.config.get('first-admin'). */
export interface FirstAdminConfig {
  email: string;
  /** Null: a strong password is generated and written to `credentialsFile`. */
  password: string | null;
  credentialsFile: string;
}
