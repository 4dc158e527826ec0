import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages, useT } from '@/i18n/i18n';
import { Button, buttonStyles } from './button';

export interface RowActionsProps {
  /** What the row is, in each button's accessible name: 'Edit Classic Tee', 'Delete Classic Tee'. */
  name: string;
  /** A View link, when the row has a page of its own. */
  viewTo?: string;
  /** Edit goes to a page (`editTo`) or opens a modal (`onEdit`). */
  editTo?: string;
  onEdit?: () => void;
  /** The Edit button's text, and its accessible name when it is not `<editText> <name>`. */
  editText?: string;
  editLabel?: string;
  /** No Delete button without it (the staff member may not delete). */
  onDelete?: () => void;
}

/** The View, Edit and Delete buttons of an admin table's row. */
export function RowActions({
  name,
  viewTo,
  editTo,
  onEdit,
  editText: customEditText,
  editLabel: customEditLabel,
  onDelete,
}: RowActionsProps) {
  useMessages('account');
  const t = useT();
  const editText = customEditText ?? t('account.edit');
  const editLabel = customEditLabel ?? (customEditText ? `${customEditText} ${name}` : t('account.editNamed', { name }));
  const small = buttonStyles({ variant: 'ghost', size: 'sm' });
  const editContent = (
    <>
      <Pencil aria-hidden="true" className="size-4" />
      {editText}
    </>
  );
  return (
    <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
      {viewTo !== undefined ? (
        <Link to={viewTo} aria-label={`View ${name}`} className={small}>
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
      ) : null}
      {editTo !== undefined ? (
        <Link to={editTo} aria-label={editLabel} className={small}>
          {editContent}
        </Link>
      ) : onEdit ? (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
          {editContent}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost-danger" size="sm" onClick={onDelete} aria-label={t('account.deleteNamed', { name })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('account.delete')}
        </Button>
      ) : null}
    </span>
  );
}
