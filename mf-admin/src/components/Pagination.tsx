import { Button, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';
import { pageCount, pageItems } from './pageItems';

interface Props {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Question bank pages". */
  label: string;
}

export function Pagination({ page, total, limit, onPageChange, label }: Props) {
  const { _ } = useMessages(adminCatalog);
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {_('admin.pages.previous')}
      </Button>
      <ul className="pagination__pages">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity besides their position
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={item === page ? 'page' : undefined}
                aria-label={_('admin.pages.page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {_('admin.pages.next')}
      </Button>
    </nav>
  );
}
