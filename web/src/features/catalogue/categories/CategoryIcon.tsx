import type { ReactNode } from 'react';
import type { CategoryIcon as CategoryIconName } from '@/gql/graphql';
import { Icon } from '@/ui/icons';

/** 24×24 outline drawings, one per icon the gateway assigns to a top-level category. */
const DRAWINGS: Record<CategoryIconName, ReactNode> = {
  business: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  charts: <path d="M4 20h16M6.5 17v-6M11.5 17V6M16.5 17V9" />,
  creative: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.3-1.9-.4-1 .2-2.1 1.3-2.1H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10z" />
      <path d="M7.5 11h.01M10 7h.01M14.5 7h.01" />
    </>
  ),
  diagram: (
    <>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="3" y="16" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M6 16v-4h12v4" />
    </>
  ),
  icons: (
    <>
      <circle cx="7" cy="7" r="3.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1" />
      <path d="M7 13.5l3.5 7h-7z" />
      <path d="M17 13.5l1.1 2.3 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z" />
    </>
  ),
  maps: <path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15" />,
  new: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  ),
  bundle: <path d="M12 3l9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5" />,
  free: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8H8.5a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 3 12 8 12 8z" />
    </>
  ),
};

const FOLDER = <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />;

/** Decorative: the category's name is always shown beside it. A folder when it has no icon. */
export function CategoryIcon({ icon, className }: { icon: CategoryIconName | null; className?: string }) {
  return <Icon className={className}>{icon ? DRAWINGS[icon] : FOLDER}</Icon>;
}
