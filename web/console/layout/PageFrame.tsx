import type { ReactNode } from 'react';

/**
 * The frame of a signed-in page: a white header band with the page's title (the one h1), a line of explanation,
 * optional tabs at its foot, then the content on the grey canvas.
 */
export function PageFrame({
  title,
  description,
  tabs,
  children,
  contentProps,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  tabs?: ReactNode;
  children: ReactNode;
  /** Attributes of the content wrapper (the settings tab panel's role and label). */
  contentProps?: Record<string, string | undefined>;
  /** Dense tables (the queue) use the whole width. */
  wide?: boolean;
}) {
  const width = wide ? 'max-w-[1600px]' : 'max-w-6xl';
  return (
    <div className="min-h-screen">
      <div className="border-b border-gray-200 bg-white">
        <div className={`mx-auto ${width} px-8 pt-7 ${tabs ? '' : 'pb-6'}`}>
          <h1 className="text-xl font-semibold tracking-[-0.01em] text-gray-900">{title}</h1>
          {description && <p className="mt-1 text-13 text-gray-600">{description}</p>}
          {tabs && <div className="mt-5">{tabs}</div>}
        </div>
      </div>
      <div className={`mx-auto ${width} px-8 py-7`} {...contentProps}>
        {children}
      </div>
    </div>
  );
}
