// The integration project tests against a real Strapi: a missing URL is a broken setup, not a reason to skip.
export default function requireContentApi(): void {
  if (!process.env.CONTENT_API_URL) {
    throw new Error(
      'Integration tests need a running Strapi: set CONTENT_API_URL (e.g. CONTENT_API_URL=http://127.0.0.1:1338).',
    );
  }
}
