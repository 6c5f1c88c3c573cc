import localFont from 'next/font/local';

// Inter from @fontsource-variable (next/font/google needs the network at build time).
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
});
