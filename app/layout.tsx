import type { ReactNode } from 'react';
import './globals.css';

// The real root layout is app/[locale]/layout.tsx (it knows the language for <html lang>).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
