import localFont from 'next/font/local';

// Inter from @fontsource-variable (next/font/google needs the network at build time), cut to the characters of its
// Latin file and the weights the styles use (400–800) by scripts/subset-font.mjs.
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
});
