// §2: delete, publish/unpublish and stop-new-subscriptions changes ask first, with Yes and Cancel.
import { Confirm } from 'react-admin';

interface Props {
  open: boolean;
  title: string;
  content: string;
  /** Interpolated into title and content. */
  name: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, content, name, loading, onConfirm, onClose }: Props) {
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={title}
      content={content}
      translateOptions={{ name }}
      confirm="developerPortal.action.yes"
      cancel="developerPortal.action.cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
