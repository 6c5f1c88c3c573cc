/**
 * The file behind a download link: on the backend's public address (its PUBLIC_URL, which the stack names
 * BACKEND_PUBLIC_URL), a real .pptx (a zip) served as a presentation.
 */
export async function expectPptx(url: string): Promise<void> {
  expect(url.startsWith(`${process.env.BACKEND_PUBLIC_URL}/`)).toBe(true);
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toMatch(/presentationml/);
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
}
