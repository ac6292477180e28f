import type { ReactNode } from 'react';
import { Logo } from '../../shared/ui/icons';

/** The frame of the signed-out pages: the mark, a centred card, a quiet footer. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 bg-[radial-gradient(ellipse_at_top,var(--color-accent-50),transparent_60%)]">
      <header className="flex items-center gap-2.5 px-8 pt-8">
        <Logo size={26} />
        <span className="text-[15px] font-semibold tracking-[-0.01em] text-gray-900">Dossier</span>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[12vh] pb-16">
        <div className="w-full max-w-[400px]">
          <div className="rounded-xl border border-gray-200 bg-white px-8 py-8 shadow-md">
            <h1 className="text-xl font-semibold tracking-[-0.01em] text-gray-900">{title}</h1>
            {subtitle && <div className="mt-1.5 text-sm text-gray-600">{subtitle}</div>}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </main>
      <footer className="px-8 pb-6 text-center text-xs text-gray-500">Dossier · business verification review</footer>
    </div>
  );
}
