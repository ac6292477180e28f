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
  actions,
}: {
  title: string;
  description?: ReactNode;
  tabs?: ReactNode;
  children: ReactNode;
  /** Attributes of the content wrapper (the settings tab panel's role and label). */
  contentProps?: Record<string, string | undefined>;
  /** Dense tables (the queue) use the whole width. */
  wide?: boolean;
  /** Controls at the right of the title (the queue's search box). */
  actions?: ReactNode;
}) {
  const width = wide ? 'max-w-[1600px] px-6' : 'max-w-6xl px-8';
  return (
    <div className="min-h-screen">
      <div className="border-b border-gray-200 bg-white">
        <div className={`mx-auto ${width} pt-7 ${tabs ? '' : 'pb-6'}`}>
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
            <div className="min-w-0">
              <h1 className="text-xl font-semibold tracking-[-0.01em] text-gray-900">{title}</h1>
              {description && <p className="mt-1 text-13 text-gray-600">{description}</p>}
            </div>
            {actions}
          </div>
          {tabs && <div className="mt-5">{tabs}</div>}
        </div>
      </div>
      <div className={`mx-auto ${width} py-6`} {...contentProps}>
        {children}
      </div>
    </div>
  );
}
